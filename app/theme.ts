import { Checkbox, createTheme, Input } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "teal",
  defaultRadius: "md",
  fontFamily: "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "650" },
  components: {
    // The "md" default radius rounds a 20 px box into something that reads as a radio button: checkboxes stay square.
    Checkbox: Checkbox.extend({ defaultProps: { radius: "xs" } }),
    // Mantine paints an invalid field's placeholder in the error colour, where it reads as a typed value: keep it grey
    // (an inline variable on the wrapper, so it wins over Mantine's [data-error] rule).
    Input: Input.extend({ styles: { wrapper: { "--input-placeholder-color": "var(--mantine-color-placeholder)" } } }),
  },
});
