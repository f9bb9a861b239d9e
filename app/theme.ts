import { createTheme, type CheckboxFactory, type ExtendComponent, type FactoryPayload, type InputFactory, type MantineThemeComponent } from "@mantine/core";

/**
 * `Component.extend(…)` without importing the component: Mantine's extend is the identity, typed. Importing Checkbox
 * and Input here kept them, and their stylesheets, in the layout stylesheet of every page (ADR 027).
 */
const extend = <Payload extends FactoryPayload>(input: ExtendComponent<Payload>) => input as MantineThemeComponent;

export const theme = createTheme({
  primaryColor: "teal",
  defaultRadius: "md",
  fontFamily: "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "650" },
  components: {
    // The "md" default radius rounds a 20 px box into something that reads as a radio button: checkboxes stay square.
    Checkbox: extend<CheckboxFactory>({ defaultProps: { radius: "xs" } }),
    // Mantine paints an invalid field's placeholder in the error colour, where it reads as a typed value: keep it grey
    // (an inline variable on the wrapper, so it wins over Mantine's [data-error] rule).
    Input: extend<InputFactory>({ styles: { wrapper: { "--input-placeholder-color": "var(--mantine-color-placeholder)" } } }),
  },
});
