import { getInputProps } from "@conform-to/react";
import { Anchor, Card, Stack, Text, TextInput } from "@mantine/core";
import { Link } from "@remix-run/react";
import { channelSpec, maskedSecret, saleChannelSchema, type ChannelField, type FeedChoice, type SaleChannelDto } from "@domain/sale-channels";
import type { EditorForm } from "~/components/editor";
import { formRules, SelectField, TextField } from "~/components/form";
import { useMessage, useT } from "~/lib/i18n";
import { feedUrls } from "~/features/feeds/urls";
import type { SaleChannelValues } from "./channel-form";

interface Props {
  editor: EditorForm<SaleChannelValues>;
  saleChannel: SaleChannelDto;
  feeds: FeedChoice[];
  /** The saved feed's public XML, absolute: what the merchant pastes into the channel. */
  feedUrl: string | null;
}

/**
 * A sale channel's fields, configured from its catalogue entry (domain/sale-channels.ts; ADR 057): its ids as text
 * fields with the format's browser check, its secrets as password fields that start blank and say only their last
 * four characters, and for a channel that reads one, the product feed to pick and its address.
 */
export function SaleChannelFields({ editor, saleChannel, feeds, feedUrl }: Props) {
  const t = useT("saleChannels");
  const spec = channelSpec(saleChannel.channel);
  const rules = formRules(
    saleChannelSchema(saleChannel.channel),
    // Fields stored normalized ("aw-" → "AW-") take other spellings too: the server checks those.
    Object.fromEntries(spec.fields.filter((f) => !f.normalize).map((f) => [f.name, { pattern: f.pattern, message: f.message }])),
  );
  return (
    <>
      {/* Which toast the save earns: the first connects, a later one updates. */}
      <input type="hidden" name="connected" value={String(saleChannel.connected)} />
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="channel-ids">
        <Text fw={600} mb="sm" id="channel-ids">
          {t("channel.ids")}
        </Text>
        <Stack gap="md">
          {spec.fields.map((field) =>
            field.secret ? (
              <SecretField key={field.name} editor={editor} field={field} state={saleChannel.secrets[field.name]} />
            ) : (
              <TextField
                key={field.name}
                field={editor.fields[field.name]!}
                rule={{ ...rules[field.name], maxLength: field.maxLength }}
                label={t(`channel.label.${field.name}` as "channel.label.pixelId")}
                description={t(`channel.help.${field.name}` as "channel.help.pixelId")}
                placeholder={field.example}
                autoComplete="off"
                spellCheck={false}
              />
            ),
          )}
        </Stack>
      </Card>
      {spec.takesFeed && <FeedCard editor={editor} feeds={feeds} feedUrl={feedUrl} channelLabel={spec.label} />}
    </>
  );
}

/**
 * A secret's input: never filled in, by the loader or by a refused save (the action hides it), so the page carries no
 * key. Its description says whether one is stored and its last four characters.
 */
function SecretField({ editor, field, state }: { editor: EditorForm<SaleChannelValues>; field: ChannelField; state?: { isSet: boolean; last4: string } }) {
  const t = useT("saleChannels");
  const localize = useMessage();
  const meta = editor.fields[field.name]!;
  const { key, ...input } = getInputProps(meta, { type: "password" });
  const error = meta.errors?.[0];
  const saved = state?.isSet ? t("channel.secretSet", { masked: maskedSecret(state.last4) }) : t("channel.secretNotSet");
  return (
    <TextInput
      key={key}
      {...input}
      defaultValue=""
      maxLength={field.maxLength}
      label={t(`channel.label.${field.name}` as "channel.label.apiKey")}
      description={
        <>
          {t(`channel.help.${field.name}` as "channel.help.apiKey")} <strong>{saved}</strong>
          {/* After a refused save a typed key is not sent back: say why the field is blank. */}
          {editor.lastResult ? ` ${t("channel.secretRetype")}` : null}
        </>
      }
      error={error === undefined ? undefined : localize(error)}
      autoComplete="new-password"
      spellCheck={false}
    />
  );
}

function FeedCard({
  editor,
  feeds,
  feedUrl,
  channelLabel,
}: {
  editor: EditorForm<SaleChannelValues>;
  feeds: FeedChoice[];
  feedUrl: string | null;
  channelLabel: string;
}) {
  const t = useT("saleChannels");
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="channel-feed">
      <Text fw={600} mb="sm" id="channel-feed">
        {t("channel.feed")}
      </Text>
      <Stack gap="md">
        <SelectField
          field={editor.fields.feedId!}
          label={t("channel.feedLabel")}
          description={t("channel.feedHelp")}
          data={[{ value: "", label: t("channel.feedNone") }, ...feeds.map((f) => ({ value: f._id, label: f.name }))]}
        />
        {feeds.length === 0 && (
          <Text size="sm">
            {t("channel.noFeeds")}{" "}
            <Anchor component={Link} to={feedUrls.create}>
              {t("channel.createFeed")}
            </Anchor>
          </Text>
        )}
        {feedUrl && <TextInput readOnly value={feedUrl} label={t("channel.feedUrl", { channel: channelLabel })} />}
      </Stack>
    </Card>
  );
}
