import { getFormProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseForm } from "~/lib/forms";
import { NativeSelect, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod/v4";
import { CreateStoreSchema, SurveySchema } from "@domain/account";
import { createStore, saveSurvey } from "~/api-client/accounts.server";
import { isApiError } from "~/api-client/errors";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { FormErrors, SubmitButton, TextField } from "~/components/auth/fields";
import { FieldErrorTemplate } from "~/components/form/FieldErrorTemplate";
import { formRules } from "~/components/form/rules";
import { requireUser } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { commitSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { productUrls } from "~/features/products/urls";
import { enhance } from "~/enhance/attributes";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/auth/auth.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Create your store · Backroom" }];

// The answers are saved as these English texts; the page shows them translated (auth.survey.answers).
const QUESTIONS = [
  {
    name: "selling",
    options: ["Clothing and accessories", "Home and living", "Beauty and health", "Print on demand", "Books and media", "Something else"],
  },
  { name: "catalogSize", options: ["None yet", "1 to 10", "11 to 100", "More than 100"] },
  {
    name: "sellingNow",
    options: ["I am just starting", "Another online store", "Marketplaces", "In person", "Social media"],
  },
  { name: "heardFrom", options: ["A friend or partner", "Search engine", "Social media", "Advertising", "Other"] },
] as const;
type Answer = (typeof QUESTIONS)[number]["options"][number];

const StoreSurveyFormSchema = CreateStoreSchema.pick({ name: true }).extend({
  survey: z.preprocess((v) => v ?? {}, SurveySchema.shape.survey),
});

const RULES = formRules<"name">(StoreSurveyFormSchema);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context);
  return { email: user.email, title: (await requestT(request, context, "auth"))("meta.survey") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, session } = await requireUser(request, context);
  const submission = parseForm(await request.formData(), StoreSurveyFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  try {
    const store = await createStore(api, { name: submission.value.name, code: session.get("referralCode") || undefined });
    const answers = Object.fromEntries(Object.entries(submission.value.survey).filter(([, answer]) => answer !== ""));
    if (Object.keys(answers).length > 0) await saveSurvey(api, store.storeId, answers);
    session.set("storeId", store.storeId);
    session.set("storeDomain", store.storeDomain);
    session.unset("referralCode");
    const t = await requestT(request, context, "auth");
    return redirectWithToast(
      context,
      productUrls.list,
      { kind: "success", message: t("survey.ready", { store: store.name }) },
      {
        headers: { "Set-Cookie": await commitSession(session) },
      },
    );
  } catch (error) {
    if (!isApiError(error) || error.status === 401) throw error;
    const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
    return data({ result: submission.reply({ formErrors: hasFieldErrors ? [] : error.messages, fieldErrors: error.fieldErrors }) }, 400);
  }
}

function Question({ meta, label, options }: { meta: FieldMetadata<unknown>; label: string; options: readonly Answer[] }) {
  const { key, ...select } = getSelectProps(meta, { ariaAttributes: false });
  const t = useT("auth");
  return (
    <NativeSelect
      key={key}
      {...select}
      label={label}
      error={meta.errors?.[0]}
      data={[{ value: "", label: t("survey.choose") }, ...options.map((o) => ({ value: o, label: t(`survey.answers.${o}`) }))]}
    />
  );
}

export default function StoreSurvey() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm<{ name: string; survey: Record<string, string> }>({
    id: "store-survey",
    lastResult: actionData?.result,
  });
  const t = useT("auth");
  const survey = fields.survey.getFieldset();
  return (
    <AuthLayout
      width={560}
      title={t("survey.title")}
      subtitle={t("survey.subtitle")}
      footer={
        <>
          {t("survey.signedInAs", { email })} <Link to="/logout">{t("survey.signOut")}</Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} noValidate {...enhance.validate()}>
        <FieldErrorTemplate />
        <Stack gap="lg">
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField
            meta={fields.name}
            rule={RULES.name}
            label={t("survey.storeName")}
            description={t("survey.storeNameHint")}
            placeholder={t("survey.storeNamePlaceholder")}
            autoComplete="organization"
            size="md"
          />
          <div>
            <Text fw={600} fz="sm" mb={4}>
              {t("survey.questions")}
            </Text>
            <Text fz="xs" c="dimmed" mb="sm">
              {t("survey.questionsHint")}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              {QUESTIONS.map((q) => (
                <Question key={q.name} meta={survey[q.name]} label={t(`survey.${q.name}`)} options={q.options} />
              ))}
            </SimpleGrid>
          </div>
          <SubmitButton>{t("survey.submit")}</SubmitButton>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
