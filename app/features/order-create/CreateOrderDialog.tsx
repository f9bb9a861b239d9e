import { Alert, Button, Checkbox, NativeSelect, Text, Textarea, TextInput } from "@mantine/core";
import { Link } from "@remix-run/react";
import { countriesIn } from "@domain/countries";
import { lineName } from "@domain/checkout";
import { formatMoney } from "@domain/money";
import { PAYMENT_METHODS } from "@domain/order";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { enhance } from "~/enhance/attributes";
import { useLocale, useMessage, useT } from "~/lib/i18n";
import type { OrderVariantDto } from "~/api-client/order-create.server";
import type { CreateOrderActionData, CreateOrderDialogData } from "./dialog.server";
import {
  ADD_PARAM,
  addQuantityName,
  CREATE_ORDER_DIALOG_ID,
  CREATE_ORDER_FORM_ID,
  CREATE_ORDER_INTENT,
  createOrderDialogHref,
  createOrderFormAction,
  isDialogParam,
  ORDER_TEXT_FIELDS,
  REMOVE_PARAM,
  SEARCH_PARAM,
  type CreateOrderValues,
} from "./form";

/** What a refused post gave back (conform's `initialValue`), as the form's values; the dialog's own when none. */
function postedValues(initial: Record<string, unknown> | undefined, fallback: CreateOrderValues): CreateOrderValues {
  if (!initial) return fallback;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const lines = Array.isArray(initial.lines) ? (initial.lines as Record<string, unknown>[]) : [];
  return {
    ...(Object.fromEntries(ORDER_TEXT_FIELDS.map((k) => [k, str(initial[k])])) as Record<(typeof ORDER_TEXT_FIELDS)[number], string>),
    paid: initial.paid === "on",
    lines: lines.filter((l) => l && str(l.variantId)).map((l) => ({ variantId: str(l.variantId), quantity: str(l.quantity) })),
  };
}

/**
 * The manual order (a phone sale) as a URL-state dialog of the orders list (`?dialog=create`, ADR 041). One form: its
 * search, Add and Remove buttons submit it by GET to the list, so what was typed and the lines chosen ride in the URL
 * and the server renders the dialog again (no JavaScript needed); Create order posts it (`intent=create`) with the
 * idempotency key made when the dialog first rendered.
 */
export function CreateOrderDialog({
  dialog,
  actionData,
  location,
}: {
  dialog: CreateOrderDialogData;
  actionData?: CreateOrderActionData | null;
  location: { pathname: string; search: string };
}) {
  const t = useT("orderCreate");
  const localize = useMessage();
  const locale = useLocale();
  const posted = actionData?.intent === "create" ? actionData : null;
  const values = postedValues(posted?.result.initialValue as Record<string, unknown> | undefined, dialog.values);
  const errors = (posted?.result.error ?? {}) as Record<string, string[] | null>;
  const error = (name: string) => {
    const first = errors[name]?.[0];
    return first ? localize(first) : undefined;
  };
  const formErrors = [...(errors[""] ?? []), ...(errors.lines ?? [])];
  const known = new Map<string, OrderVariantDto>();
  for (const v of [...dialog.chosen, ...(posted?.chosen ?? [])]) if (v) known.set(v.variantId, v);
  const money = (amount: number) => formatMoney(amount, dialog.language);
  const closeHref = createOrderDialogHref(location, false);
  // The GET round trips go to the list itself, with its own state (tab, filters, page) kept.
  const listParams = [...new URLSearchParams(location.search)].filter(([key]) => !isDialogParam(key) && key !== "index");
  const roundTrip = { type: "submit" as const, formMethod: "get", formAction: location.pathname, formNoValidate: true };
  const subtotal = values.lines.reduce((sum, l) => sum + (known.get(l.variantId.toLowerCase())?.price ?? 0) * (Number(l.quantity) || 0), 0);
  const countries = countriesIn(locale).map((c) => ({ value: c.code, label: c.name }));

  return (
    <DialogFrame
      id={CREATE_ORDER_DIALOG_ID}
      opened
      closeHref={closeHref}
      width={760}
      title={t("title")}
      footer={
        <>
          <Button component={Link} to={closeHref} variant="default" {...enhance.dialogClose()}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={CREATE_ORDER_FORM_ID} name="intent" value={CREATE_ORDER_INTENT} {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
            {t("submit")}
          </Button>
        </>
      }
    >
      <form method="post" action={createOrderFormAction(location)} id={CREATE_ORDER_FORM_ID} className="br-order-create" noValidate {...enhance.leaveOk()}>
        {listParams.map(([key, value]) => (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        ))}
        <input type="hidden" name="dialog" value="create" />
        <input type="hidden" name="idempotencyKey" value={values.idempotencyKey} />
        {posted && (
          <Alert color="red" variant="light" role="alert">
            {formErrors.length > 0 ? formErrors.map((m) => <div key={m}>{localize(m)}</div>) : t("checkForm")}
          </Alert>
        )}

        <section aria-labelledby="order-create-products" className="br-order-create-section">
          <Text fw={600} id="order-create-products">
            {t("products.heading")}
          </Text>
          <Text size="sm" fw={600}>
            {t("products.chosen")}
          </Text>
          {values.lines.length === 0 ? (
            <Text size="sm" c={error("lines") ? "red" : "dimmed"}>
              {t("products.noLines")}
            </Text>
          ) : (
            <div className="br-order-create-scroll">
              <table className="br-order-create-table" aria-label={t("products.chosen")}>
                <thead>
                  <tr>
                    <th scope="col">{t("products.product")}</th>
                    <th scope="col">{t("products.price")}</th>
                    <th scope="col">{t("products.quantity")}</th>
                    <th scope="col">{t("products.total")}</th>
                    <th scope="col">
                      <span className="br-visually-hidden">{t("products.remove")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {values.lines.map((line, i) => {
                    const v = known.get(line.variantId.toLowerCase());
                    const lineError = error(`lines[${i}].quantity`) ?? error(`lines[${i}].variantId`);
                    return (
                      <tr key={`${line.variantId}-${i}`} data-invalid={lineError ? "true" : undefined}>
                        <td>
                          <input type="hidden" name={`lines[${i}].variantId`} value={line.variantId} />
                          <span className="br-order-create-name">{v ? lineName(v.title, v.variantTitle) : t("products.unknown")}</span>
                          {v?.sku && <span className="br-order-create-meta">{v.sku}</span>}
                          {lineError && (
                            <span className="br-order-create-error" id={`order-line-${i}-error`}>
                              {lineError}
                            </span>
                          )}
                        </td>
                        <td className="br-order-create-money">{v ? money(v.price) : "—"}</td>
                        <td>
                          <input
                            className="br-order-create-qty"
                            type="number"
                            min={1}
                            max={1000}
                            name={`lines[${i}].quantity`}
                            defaultValue={line.quantity}
                            aria-label={`${t("products.quantity")}: ${v ? lineName(v.title, v.variantTitle) : line.variantId}`}
                            aria-invalid={lineError ? true : undefined}
                            aria-describedby={lineError ? `order-line-${i}-error` : undefined}
                          />
                        </td>
                        <td className="br-order-create-money">{v ? money(v.price * (Number(line.quantity) || 0)) : "—"}</td>
                        <td>
                          <Button {...roundTrip} name={REMOVE_PARAM} value={String(i)} size="compact-sm" variant="subtle" color="red">
                            {t("products.remove")}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {t("products.subtotal")}
                    </th>
                    <td colSpan={2} className="br-order-create-money">
                      {money(subtotal)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
          <div className="br-order-create-search">
            <TextInput
              name={SEARCH_PARAM}
              type="search"
              label={t("products.search")}
              placeholder={t("products.searchPlaceholder")}
              defaultValue={dialog.search}
              autoComplete="off"
              {...enhance.autofocus()}
            />
            <Button {...roundTrip} variant="default">
              {t("products.searchButton")}
            </Button>
          </div>
          {dialog.results &&
            (dialog.results.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("products.noResults", { q: dialog.search })}
              </Text>
            ) : (
              <div className="br-order-create-scroll">
                <table className="br-order-create-table" aria-label={t("products.results")}>
                  <thead>
                    <tr>
                      <th scope="col">{t("products.product")}</th>
                      <th scope="col">{t("products.price")}</th>
                      <th scope="col">{t("products.stock")}</th>
                      <th scope="col">{t("products.quantity")}</th>
                      <th scope="col">
                        <span className="br-visually-hidden">{t("products.add")}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {dialog.results.map((v) => (
                      <tr key={v.variantId}>
                        <td>
                          <span className="br-order-create-name">{lineName(v.title, v.variantTitle)}</span>
                          {v.sku && <span className="br-order-create-meta">{v.sku}</span>}
                          {!v.published && <span className="br-order-create-meta">{t("products.hidden")}</span>}
                        </td>
                        <td className="br-order-create-money">{money(v.price)}</td>
                        <td>{v.inventoryQuantity}</td>
                        <td>
                          <input
                            className="br-order-create-qty"
                            type="number"
                            min={1}
                            max={1000}
                            name={addQuantityName(v.variantId)}
                            defaultValue={1}
                            aria-label={`${t("products.quantity")}: ${lineName(v.title, v.variantTitle)}`}
                          />
                        </td>
                        <td>
                          <Button {...roundTrip} name={ADD_PARAM} value={v.variantId} size="compact-sm" variant="light">
                            {t("products.add")}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
        </section>

        <section aria-labelledby="order-create-customer" className="br-order-create-section">
          <Text fw={600} id="order-create-customer">
            {t("customer.heading")}
          </Text>
          <div className="br-order-create-grid">
            <TextInput name="email" type="email" label={t("customer.email")} defaultValue={values.email} error={error("email")} autoComplete="off" />
            <TextInput name="phone" type="tel" label={t("customer.phone")} defaultValue={values.phone} error={error("phone")} autoComplete="off" />
          </div>
        </section>

        <section aria-labelledby="order-create-address" className="br-order-create-section">
          <Text fw={600} id="order-create-address">
            {t("address.heading")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("address.help")}
          </Text>
          <div className="br-order-create-grid">
            {(["lastName", "firstName", "address1", "address2", "city", "province", "zip"] as const).map((name) => (
              <TextInput key={name} name={name} label={t(`address.${name}`)} defaultValue={values[name]} error={error(name)} autoComplete="off" />
            ))}
            <NativeSelect
              name="countryCode"
              label={t("address.country")}
              defaultValue={values.countryCode}
              data={[{ value: "", label: t("address.chooseCountry") }, ...countries]}
              error={error("countryCode")}
            />
          </div>
        </section>

        <section aria-labelledby="order-create-payment" className="br-order-create-section">
          <Text fw={600} id="order-create-payment">
            {t("payment.heading")}
          </Text>
          <div className="br-order-create-grid">
            <NativeSelect
              name="shippingRate"
              label={t("shipping.rate")}
              defaultValue={values.shippingRate}
              data={[{ value: "", label: t("shipping.none") }, ...dialog.rates.map((r) => ({ value: r.code, label: r.label }))]}
              error={error("shippingRate")}
            />
            <NativeSelect
              name="paymentMethod"
              label={t("payment.method")}
              defaultValue={values.paymentMethod}
              data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.${m}`) }))}
              error={error("paymentMethod")}
            />
          </div>
          <Checkbox name="paid" label={t("payment.paid")} description={t("payment.paidHelp")} defaultChecked={values.paid} mt="xs" />
        </section>

        <section aria-labelledby="order-create-extra" className="br-order-create-section">
          <Text fw={600} id="order-create-extra">
            {t("extra.heading")}
          </Text>
          <div className="br-order-create-grid">
            <TextInput
              name="discountCode"
              label={t("extra.discountCode")}
              description={t("extra.discountCodeHelp")}
              defaultValue={values.discountCode}
              error={error("discountCode")}
              autoComplete="off"
            />
            <TextInput
              name="tags"
              label={t("extra.tags")}
              description={t("extra.tagsHelp")}
              defaultValue={values.tags}
              error={error("tags")}
              autoComplete="off"
            />
          </div>
          <Textarea name="note" label={t("extra.note")} defaultValue={values.note} error={error("note")} rows={2} mt="xs" />
        </section>
      </form>
    </DialogFrame>
  );
}
