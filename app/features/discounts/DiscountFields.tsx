import { Button, Card, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { APPLIES_TO, DISCOUNT_TYPES, GETS_APPLIES_TO, MINIMUM_KINDS, type DiscountDto } from "@domain/discount";
import type { EditorForm } from "~/components/editor";
import { SelectField, SwitchField, TextField } from "~/components/form";
import { SearchIcon } from "~/components/list/icons";
import { enhance } from "~/enhance/attributes";
import { useMessage, useT } from "~/lib/i18n";
import { DiscountStatusBadge as StatusBadge } from "./DiscountStatusBadge";
import { COLLECTION_SEARCH, DISCOUNT_FORM_ID, GENERATE, GETS_COLLECTION_SEARCH, GETS_PRODUCT_SEARCH, PRODUCT_SEARCH, type DiscountValues } from "./form";
import type { TargetChoice } from "./loader.server";

export interface DiscountFieldsProps {
  editor: EditorForm<DiscountValues>;
  targets: TargetChoice;
  /** The editor's page: a search and the Generate button submit the form to it with GET, keeping the input. */
  action: string;
  currency: DiscountDto["currency"];
  timezone: string;
  /** The saved discount's side card (status, uses). */
  summary?: ReactNode;
}

/**
 * The form's default button, first in the page (Enter in any field presses it): a GET submit that keeps the input and
 * runs the searches. Without it, Enter in a search box would press the save bar's Save.
 */
export function DiscountSearchDefault({ action }: { action: string }) {
  const t = useT("discounts");
  return (
    <button
      type="submit"
      form={DISCOUNT_FORM_ID}
      formMethod="get"
      formAction={action}
      formNoValidate
      className="br-visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
    >
      {t("editor.searchButton")}
    </button>
  );
}

/**
 * A discount's fields (ADR 031: the area's fields component, inside the kit's EditorScreen). Fields that the chosen
 * type, minimum or target make irrelevant are hidden by CSS (`:has()`, discounts.css), so it works without JavaScript.
 */
export function DiscountFields({ editor, targets, action, currency, timezone, summary }: DiscountFieldsProps) {
  const { fields, values } = editor;
  const t = useT("discounts");
  const method = values.method === "automatic" ? "automatic" : "code";
  const combines = fields.combinesWith.getFieldset();
  const typeOptions = DISCOUNT_TYPES.map((value) => ({ value, label: t(`type.${value}`) }));
  const minimumOptions = MINIMUM_KINDS.map((value) => ({ value, label: t(`minimum.${value}`) }));
  const appliesOptions = APPLIES_TO.map((value) => ({ value, label: t(`appliesTo.${value}`) }));
  const getsOptions = GETS_APPLIES_TO.map((value) => ({ value, label: t(`getsAppliesTo.${value}`) }));
  const chosenProducts = asList(values.productIds);
  const chosenCollections = asList(values.collectionIds);
  return (
    <div className="br-editor-grid">
      <Stack gap="lg" className="br-editor-main">
        <input type="hidden" name="method" value={method} />
        <input type="hidden" name="timezone" value={timezone} />
        <Card withBorder padding="lg" radius="md">
          {method === "code" ? (
            <Stack gap="xs">
              <Text fw={600}>{t("editor.codeCard")}</Text>
              <div className="br-discount-code">
                <TextField field={fields.code} label={t("editor.code")} autoComplete="off" className="br-grow" maxLength={64} />
                <Button type="submit" name={GENERATE} value="1" formMethod="get" formAction={action} formNoValidate variant="default">
                  {t("editor.generate")}
                </Button>
              </div>
              <Text size="xs" c="dimmed">
                {t("editor.codeHelp")} {t("editor.generateHelp")}
              </Text>
            </Stack>
          ) : (
            <Stack gap="xs">
              <Text fw={600}>{t("editor.titleCard")}</Text>
              <TextField field={fields.title} label={t("editor.title")} description={t("editor.titleHelp")} autoComplete="off" maxLength={255} />
            </Stack>
          )}
        </Card>

        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <Text fw={600}>{t("editor.valueCard")}</Text>
            <SelectField field={fields.type} label={t("editor.type")} data={typeOptions} />
            <div className="br-only-value">
              <TextField
                field={fields.value}
                inputMode="decimal"
                autoComplete="off"
                label={
                  <>
                    <span className="br-if-percent">{t("editor.percent")}</span>
                    <span className="br-if-amount">{t("editor.amount", { currency })}</span>
                  </>
                }
              />
            </div>
            <div className="br-only-bxgy br-discount-row">
              <TextField field={fields.buyQuantity} inputMode="numeric" label={t("editor.buyQuantity")} autoComplete="off" />
              <TextField field={fields.getQuantity} inputMode="numeric" label={t("editor.getQuantity")} autoComplete="off" />
              <TextField
                field={fields.getPercent}
                inputMode="numeric"
                label={t("editor.getPercent")}
                description={t("editor.getPercentHelp")}
                autoComplete="off"
              />
            </div>
            <Stack gap="sm" className="br-only-bxgy">
              <SelectField field={fields.getsAppliesTo} label={t("editor.getsAppliesTo")} description={t("editor.getsHelp")} data={getsOptions} />
              <div className="br-only-gets-products">
                <TargetPicker
                  kind="getsProductIds"
                  searchName={GETS_PRODUCT_SEARCH}
                  legend={t("editor.getsProducts")}
                  groups={{ chosen: t("editor.getsChosen"), found: t("editor.getsFound") }}
                  searchLabel={t("editor.searchGetsProducts")}
                  search={targets.gets.productSearch}
                  chosenIds={asList(values.getsProductIds)}
                  chosen={targets.chosenProducts}
                  found={targets.gets.foundProducts}
                  action={action}
                  error={fields.getsProductIds.errors?.[0] ?? editor.error("getsProductIds[0]")}
                />
              </div>
              <div className="br-only-gets-collections">
                <TargetPicker
                  kind="getsCollectionIds"
                  searchName={GETS_COLLECTION_SEARCH}
                  legend={t("editor.getsCollections")}
                  groups={{ chosen: t("editor.getsChosen"), found: t("editor.getsFound") }}
                  searchLabel={t("editor.searchGetsCollections")}
                  search={targets.gets.collectionSearch}
                  chosenIds={asList(values.getsCollectionIds)}
                  chosen={targets.chosenCollections}
                  found={targets.gets.foundCollections}
                  action={action}
                  error={fields.getsCollectionIds.errors?.[0] ?? editor.error("getsCollectionIds[0]")}
                />
              </div>
            </Stack>
            <Text size="xs" c="dimmed" className="br-discount-nojs-hint">
              {t("editor.valueHelp")}
            </Text>
          </Stack>
        </Card>

        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <Text fw={600}>{t("editor.minimumCard")}</Text>
            <SelectField field={fields.minimumKind} label={t("editor.minimumKind")} data={minimumOptions} />
            <div className="br-only-minimum">
              <TextField
                field={fields.minimumValue}
                inputMode="decimal"
                label={t("editor.minimumValue")}
                description={t("editor.minimumHelp", { currency })}
                autoComplete="off"
              />
            </div>
          </Stack>
        </Card>

        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <Text fw={600}>{t("editor.appliesCard")}</Text>
            <SelectField field={fields.appliesTo} label={t("editor.appliesTo")} data={appliesOptions} />
            <Text size="xs" c="dimmed" className="br-only-bxgy">
              {t("editor.buysHelp")}
            </Text>
            <div className="br-only-products">
              <TargetPicker
                kind="productIds"
                searchName={PRODUCT_SEARCH}
                legend={t("editor.products")}
                searchLabel={t("editor.searchProducts")}
                search={targets.productSearch}
                chosenIds={chosenProducts}
                chosen={targets.chosenProducts}
                found={targets.foundProducts}
                action={action}
                error={fields.productIds.errors?.[0] ?? editor.error("productIds[0]")}
              />
            </div>
            <div className="br-only-collections">
              <TargetPicker
                kind="collectionIds"
                searchName={COLLECTION_SEARCH}
                legend={t("editor.collections")}
                searchLabel={t("editor.searchCollections")}
                search={targets.collectionSearch}
                chosenIds={chosenCollections}
                chosen={targets.chosenCollections}
                found={targets.foundCollections}
                action={action}
                error={fields.collectionIds.errors?.[0] ?? editor.error("collectionIds[0]")}
              />
            </div>
          </Stack>
        </Card>

        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <div>
              <Text fw={600}>{t("editor.datesCard")}</Text>
              <Text size="sm" c="dimmed">
                {t("editor.datesHelp", { zone: timezone })}
              </Text>
            </div>
            <div className="br-discount-row">
              <TextField
                field={fields.startsDate}
                label={t("editor.startsDate")}
                placeholder={t("editor.datePlaceholder")}
                autoComplete="off"
                inputMode="numeric"
              />
              <TextField
                field={fields.startsTime}
                label={t("editor.startsTime")}
                placeholder={t("editor.timePlaceholder")}
                autoComplete="off"
                inputMode="numeric"
              />
            </div>
            <div className="br-discount-row">
              <TextField
                field={fields.endsDate}
                label={t("editor.endsDate")}
                placeholder={t("editor.datePlaceholder")}
                autoComplete="off"
                inputMode="numeric"
              />
              <TextField
                field={fields.endsTime}
                label={t("editor.endsTime")}
                placeholder={t("editor.timePlaceholder")}
                autoComplete="off"
                inputMode="numeric"
              />
            </div>
          </Stack>
        </Card>
      </Stack>

      <Stack gap="lg" className="br-editor-side">
        {summary}
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <Text fw={600}>{t("editor.limitsCard")}</Text>
            <TextField
              field={fields.usageLimit}
              inputMode="numeric"
              label={t("editor.usageLimit")}
              description={t("editor.usageLimitHelp")}
              autoComplete="off"
            />
            <SwitchField field={fields.oncePerCustomer} label={t("editor.oncePerCustomer")} />
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <div>
              <Text fw={600}>{t("editor.combinationsCard")}</Text>
              <Text size="sm" c="dimmed">
                {t("editor.combinationsHelp")}
              </Text>
            </div>
            <SwitchField field={combines.productDiscounts} label={t("editor.productDiscounts")} />
            <SwitchField field={combines.orderDiscounts} label={t("editor.orderDiscounts")} />
            <SwitchField field={combines.shippingDiscounts} label={t("editor.shippingDiscounts")} />
          </Stack>
        </Card>
      </Stack>
    </div>
  );
}

const asList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x !== "") : typeof v === "string" && v ? [v] : [];

interface Named {
  _id: string;
  title: string;
}

/**
 * Products or collections picked by search without JavaScript: the chosen ones are ticked boxes of the form; the search
 * button submits the whole form with GET (input kept), and the matches come back as unticked boxes to tick.
 */
function TargetPicker(props: {
  kind: "productIds" | "collectionIds" | "getsProductIds" | "getsCollectionIds";
  searchName: string;
  legend: string;
  /** The lists' names (two pickers of one kind on the page, buy X get Y's, name theirs apart). */
  groups?: { chosen: string; found: string };
  searchLabel: string;
  search: string;
  chosenIds: string[];
  chosen: Named[];
  found: Named[];
  action: string;
  error?: string;
}) {
  const t = useT("discounts");
  const localize = useMessage();
  const names = new Map([...props.chosen, ...props.found].map((n) => [n._id, n.title]));
  const chosenSet = new Set(props.chosenIds);
  const found = props.found.filter((n) => !chosenSet.has(n._id));
  const buttonId = `${props.searchName}-button`;
  return (
    <fieldset className="br-fieldset br-target-picker">
      <legend className="br-target-legend">{props.legend}</legend>
      <Stack gap="sm">
        <div className="br-inline-search">
          <TextInput
            name={props.searchName}
            aria-label={props.searchLabel}
            placeholder={props.searchLabel}
            defaultValue={props.search}
            leftSection={<SearchIcon />}
            className="br-grow"
            autoComplete="off"
            {...enhance.enterClick(buttonId)}
          />
          <Button id={buttonId} type="submit" formMethod="get" formAction={props.action} formNoValidate variant="default">
            {t("editor.searchButton")}
          </Button>
        </div>
        <Text size="xs" c="dimmed">
          {t("editor.searchHint")}
        </Text>
        <div className="br-pick-list" role="group" aria-label={props.groups?.chosen ?? t("editor.chosen")}>
          {props.chosenIds.length === 0 && (
            <Text size="sm" c="dimmed" p="sm">
              {t("editor.chosenNone")}
            </Text>
          )}
          {props.chosenIds.map((id) => (
            <Checkbox key={id} name={props.kind} value={id} defaultChecked label={names.get(id) ?? id} className="br-pick" />
          ))}
        </div>
        {props.search && (
          <div className="br-pick-list" role="group" aria-label={props.groups?.found ?? t("editor.found")}>
            {found.length === 0 && (
              <Text size="sm" c="dimmed" p="sm">
                {t("editor.noMatch", { search: props.search })}
              </Text>
            )}
            {found.map((n) => (
              <Checkbox key={n._id} name={props.kind} value={n._id} label={n.title} className="br-pick" />
            ))}
          </div>
        )}
        {props.error && (
          <Text size="sm" c="red" role="alert">
            {localize(props.error)}
          </Text>
        )}
      </Stack>
    </fieldset>
  );
}

/** The saved discount's side card: status and uses. */
export function DiscountSummaryCard({ status, usageCount, line }: { status: DiscountDto["status"]; usageCount: number; line: string }) {
  const t = useT("discounts");
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t("editor.summaryCard")}</Text>
        <StatusBadge status={status} />
      </Group>
      <Text size="sm">{line}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t("editor.usedCount", { count: usageCount })}
      </Text>
    </Card>
  );
}
