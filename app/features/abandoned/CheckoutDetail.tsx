import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Form } from "@remix-run/react";
import { formatDate, formatDateTime } from "@domain/date-format";
import { formatMoney } from "@domain/money";
import { countryName } from "@domain/countries";
import type { AbandonedCheckout } from "~/api-client/abandoned.server";
import { BackLink } from "~/components/BackLink";
import { StoreDate } from "~/components/StoreDate";
import { enhance } from "~/enhance/attributes";
import { useStoreTimezone } from "~/lib/dates";
import { useLocale, useMessage, useT } from "~/lib/i18n";
import { moneyLanguage } from "../customers/filters";
import { RecoveryBadge } from "./AbandonedTable";
import { abandonedUrls } from "./urls";

export interface DetailProps {
  checkout: AbandonedCheckout;
  keys: { email: string; sms: string };
  errors?: string[];
}

/** One abandoned checkout: the cart priced now, the buyer, the recovery timeline and "send now". */
export function CheckoutDetail({ checkout: c, keys, errors }: DetailProps) {
  const t = useT("abandoned");
  const locale = useLocale();
  const localize = useMessage();
  const tz = useStoreTimezone();
  const money = (n: number) => formatMoney(n, moneyLanguage(c.currency));
  const a = c.shippingAddress;
  const open = !c.completedAt;
  return (
    <Stack gap="lg" maw={1100}>
      <BackLink to={abandonedUrls.list}>{t("detail.back")}</BackLink>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Title order={2}>{t("detail.title", { date: formatDate(c.createdAt, tz) })}</Title>
          <RecoveryBadge status={c.status} sent={c.sent} failed={c.failed} />
        </Group>
        {open && (
          <Group gap="xs">
            {c.email && (
              <Form method="post">
                <input type="hidden" name="intent" value="send" />
                <input type="hidden" name="channel" value="email" />
                <input type="hidden" name="idempotencyKey" value={keys.email} />
                <Button type="submit" {...enhance.lock(2000)}>
                  {t("detail.sendEmail")}
                </Button>
              </Form>
            )}
            {c.phone && (
              <Form method="post">
                <input type="hidden" name="intent" value="send" />
                <input type="hidden" name="channel" value="sms" />
                <input type="hidden" name="idempotencyKey" value={keys.sms} />
                <Button type="submit" variant="default" {...enhance.lock(2000)}>
                  {t("detail.sendSms")}
                </Button>
              </Form>
            )}
          </Group>
        )}
      </Group>
      {errors && errors.length > 0 && (
        <Alert color="red" role="alert">
          {errors.map((m) => localize(m)).join(" ")}
        </Alert>
      )}
      <div className="br-ab-grid">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="ab-cart">
          <Text fw={600} mb="sm" id="ab-cart">
            {t("detail.cart")}
          </Text>
          <ul className="br-ab-lines">
            {c.lines.map((line) => (
              <li key={line.variantId} className="br-ab-line">
                {line.image ? <img src={line.image} alt="" className="br-ab-thumb" loading="lazy" /> : <span className="br-ab-thumb" />}
                <div>
                  <div className="br-ellipsis">{line.title || t("detail.unavailable")}</div>
                  <div className="br-dim br-xs">
                    {[line.variantTitle, line.sku].filter(Boolean).join(" · ")}
                    {!line.available && <span> · {t("detail.unavailable")}</span>}
                  </div>
                </div>
                <div className="br-num br-nowrap">
                  {line.quantity} × {money(line.price)}
                </div>
              </li>
            ))}
          </ul>
          <dl className="br-ab-totals">
            <dt>{t("detail.subtotal")}</dt>
            <dd>{money(c.subtotal)}</dd>
            {c.discounts > 0 && (
              <>
                <dt>{t("detail.discounts")}</dt>
                <dd>−{money(c.discounts)}</dd>
              </>
            )}
            <dt>{t("detail.shipping")}</dt>
            <dd>{money(c.shipping)}</dd>
            <dt className="br-ab-grand">{t("detail.total")}</dt>
            <dd className="br-ab-grand">{money(c.total)}</dd>
          </dl>
        </Card>
        <Stack gap="lg">
          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="ab-customer">
            <Text fw={600} mb="sm" id="ab-customer">
              {t("detail.customer")}
            </Text>
            <Stack gap={4}>
              {c.customerName && <Text>{c.customerName}</Text>}
              <Text size="sm">
                {t("detail.email")}: {c.email || "—"}
              </Text>
              <Text size="sm">
                {t("detail.phone")}: {c.phone || "—"}
              </Text>
              {c.customerId && (
                <a href={abandonedUrls.customer(c.customerId)} className="br-row-link">
                  {t("detail.viewCustomer")}
                </a>
              )}
            </Stack>
            <Text fw={600} size="sm" mt="md" mb={4}>
              {t("detail.address")}
            </Text>
            {a ? (
              <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                {[
                  `${a.firstName} ${a.lastName}`.trim(),
                  a.address1,
                  a.address2,
                  [a.city, a.province, a.zip].filter(Boolean).join(", "),
                  countryName(a.countryCode, locale),
                ]
                  .filter(Boolean)
                  .join("\n")}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t("detail.noAddress")}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt="md">
              {t("detail.started")}: <StoreDate value={c.createdAt} time /> · {t("detail.lastActivity")}: <StoreDate value={c.abandonedAt} time />
            </Text>
          </Card>
          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="ab-timeline">
            <Text fw={600} mb="sm" id="ab-timeline">
              {t("detail.timeline")}
            </Text>
            {c.recovery.length === 0 && !c.completedAt ? (
              <Text size="sm" c="dimmed">
                {t("detail.noMessages")}
              </Text>
            ) : (
              <ol className="br-ab-timeline">
                {c.recovery.map((e) => (
                  <li key={`${e.channel}-${e.step}-${e.sentAt}`}>
                    <Text size="sm" c={e.failedAt ? "red.8" : e.skipped ? "dimmed" : undefined}>
                      {e.skipped
                        ? t(e.channel === "email" ? "detail.skippedEmail" : "detail.skippedSms", { n: e.step, reason: t(`detail.skipped.${e.skipped}`) })
                        : e.failedAt
                          ? t(e.channel === "email" ? "detail.failedEmail" : "detail.failedSms", { n: e.step, error: e.error ?? "" })
                          : t(e.channel === "email" ? "detail.sentEmail" : "detail.sentSms", { n: e.step })}
                      {e.key ? ` (${t("detail.byStaff")})` : ""}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(e.sentAt, tz)}
                      {e.clickedAt ? ` · ${t("detail.clicked", { date: formatDateTime(e.clickedAt, tz) })}` : ""}
                    </Text>
                  </li>
                ))}
                {c.completedAt && c.orderId && (
                  <li>
                    <Text size="sm">
                      <a href={abandonedUrls.order(c.orderId)} className="br-row-link">
                        {t("detail.recovered", { name: c.orderName ?? "" })}
                      </a>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(c.completedAt, tz)}
                    </Text>
                  </li>
                )}
              </ol>
            )}
            <Text size="xs" c="dimmed" mt="md">
              {t("detail.link")}:{" "}
              <a href={c.recoverUrl} className="br-ab-link">
                {c.recoverUrl}
              </a>
            </Text>
          </Card>
        </Stack>
      </div>
    </Stack>
  );
}
