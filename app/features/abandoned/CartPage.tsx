import { Alert, Button, Card, Group, NativeSelect, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import type { CheckoutDto } from "@domain/checkout";
import { countriesIn } from "@domain/countries";
import type { Locale } from "@domain/i18n/locales";
import { formatMoney } from "@domain/money";
import { enhance } from "~/enhance/attributes";
import { useMessage, useT } from "~/lib/i18n";
import { moneyLanguage } from "../customers/filters";

type Typed = { email?: string; phone?: string; shippingCode?: string; shippingAddress?: Record<string, string> };

/**
 * The buyer's restored cart: its lines and totals, and one form (contact, address, rate) that completes it with cash on
 * delivery. Server-rendered, no JavaScript needed; a refused form keeps what was typed.
 */
export function CartPage({
  checkout: c,
  locale,
  idempotencyKey,
  result,
}: {
  checkout: CheckoutDto;
  locale: Locale;
  idempotencyKey: string;
  result?: SubmissionResult<string[]>;
}) {
  const t = useT("abandoned");
  const localize = useMessage();
  // The store's currency (SPEC §9), whatever language the page is read in.
  const money = (n: number) => formatMoney(n, moneyLanguage(c.currency));
  const typed = (result?.initialValue ?? {}) as Typed;
  const errors = result?.error ?? {};
  const err = (name: string) => (errors[name] ? errors[name].map((m) => localize(m)).join(" ") : undefined);
  const a = c.shippingAddress;
  const addr = (key: keyof NonNullable<typeof a>) => typed.shippingAddress?.[key] ?? a?.[key] ?? "";
  const country = addr("countryCode") || (c.currency === "VND" ? "VN" : "US");
  const formErrors = errors[""] ?? [];
  return (
    <main className="br-cart-page">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t("storefront.title")}
        </Title>
        {c.completedAt && (
          <Alert color="teal" role="status">
            {t("storefront.placed", { name: c.orderName ?? "" })}
          </Alert>
        )}
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="cart-lines">
          <Text fw={600} mb="sm" id="cart-lines">
            {t("storefront.lines")}
          </Text>
          {c.lines.length === 0 ? (
            <Text c="dimmed">{t("storefront.empty")}</Text>
          ) : (
            <ul className="br-ab-lines">
              {c.lines.map((line) => (
                <li key={line.variantId} className="br-ab-line">
                  {line.image ? <img src={line.image} alt="" className="br-ab-thumb" /> : <span className="br-ab-thumb" />}
                  <div>
                    <div>{line.title}</div>
                    <div className="br-dim br-xs">
                      {[line.variantTitle, t("storefront.quantity", { n: line.quantity })].filter(Boolean).join(" · ")}
                      {!line.available && !c.completedAt && <span> · {t("storefront.unavailable")}</span>}
                    </div>
                  </div>
                  <div className="br-nowrap">{money(line.linePrice)}</div>
                </li>
              ))}
            </ul>
          )}
          <dl className="br-ab-totals">
            <dt>{t("storefront.subtotal")}</dt>
            <dd>{money(c.subtotalPrice)}</dd>
            {c.totalDiscounts > 0 && (
              <>
                <dt>{t("storefront.discounts")}</dt>
                <dd>−{money(c.totalDiscounts)}</dd>
              </>
            )}
            {c.shippingLine && (
              <>
                <dt>{t("storefront.shipping")}</dt>
                <dd>{money(c.totalShipping)}</dd>
              </>
            )}
            <dt className="br-ab-grand">{t("storefront.total")}</dt>
            <dd className="br-ab-grand" data-total>
              {money(c.totalPrice)}
            </dd>
          </dl>
        </Card>
        {!c.completedAt && c.lines.length > 0 && (
          <Card withBorder padding="lg" radius="md" component="section">
            <Form method="post" noValidate>
              <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
              <Stack gap="sm">
                {formErrors.length > 0 && (
                  <Alert color="red" role="alert">
                    {formErrors.map((m) => localize(m)).join(" ")}
                  </Alert>
                )}
                <Text fw={600}>{t("storefront.contact")}</Text>
                <TextInput
                  name="email"
                  type="email"
                  label={t("storefront.email")}
                  defaultValue={typed.email ?? c.email}
                  error={err("email")}
                  autoComplete="email"
                />
                <TextInput
                  name="phone"
                  type="tel"
                  label={t("storefront.phone")}
                  defaultValue={typed.phone ?? c.phone}
                  error={err("phone")}
                  autoComplete="tel"
                />
                <Text fw={600} mt="sm">
                  {t("storefront.address")}
                </Text>
                <div className="br-two">
                  <TextInput
                    name="shippingAddress.firstName"
                    label={t("storefront.firstName")}
                    defaultValue={addr("firstName")}
                    error={err("shippingAddress.firstName")}
                    autoComplete="given-name"
                  />
                  <TextInput
                    name="shippingAddress.lastName"
                    label={t("storefront.lastName")}
                    defaultValue={addr("lastName")}
                    error={err("shippingAddress.lastName")}
                    autoComplete="family-name"
                  />
                </div>
                <TextInput
                  name="shippingAddress.address1"
                  label={t("storefront.address1")}
                  defaultValue={addr("address1")}
                  error={err("shippingAddress.address1")}
                  autoComplete="address-line1"
                />
                <div className="br-two">
                  <TextInput
                    name="shippingAddress.city"
                    label={t("storefront.city")}
                    defaultValue={addr("city")}
                    error={err("shippingAddress.city")}
                    autoComplete="address-level2"
                  />
                  <TextInput
                    name="shippingAddress.province"
                    label={t("storefront.province")}
                    defaultValue={addr("province")}
                    error={err("shippingAddress.province")}
                    autoComplete="address-level1"
                  />
                </div>
                <div className="br-two">
                  <TextInput
                    name="shippingAddress.zip"
                    label={t("storefront.zip")}
                    defaultValue={addr("zip")}
                    error={err("shippingAddress.zip")}
                    autoComplete="postal-code"
                  />
                  <NativeSelect
                    name="shippingAddress.countryCode"
                    label={t("storefront.country")}
                    defaultValue={country}
                    error={err("shippingAddress.countryCode")}
                    data={countriesIn(locale).map((x) => ({ value: x.code, label: x.name }))}
                  />
                </div>
                <Radio.Group
                  name="shippingCode"
                  label={t("storefront.rate")}
                  defaultValue={typed.shippingCode ?? c.shippingLine?.code ?? c.availableShippingRates[0]?.code}
                  error={err("shippingCode")}
                  mt="sm"
                >
                  <Stack gap="xs" mt="xs">
                    {c.availableShippingRates.map((rate) => (
                      <Radio key={rate.code} value={rate.code} label={`${rate.title} · ${money(rate.price)}`} />
                    ))}
                  </Stack>
                </Radio.Group>
                <Text size="sm" mt="sm">
                  {t("storefront.payment")}
                </Text>
                <Group>
                  <Button type="submit" size="md" {...enhance.lock(3000)}>
                    {t("storefront.complete")}
                  </Button>
                </Group>
              </Stack>
            </Form>
          </Card>
        )}
      </Stack>
    </main>
  );
}
