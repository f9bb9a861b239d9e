// The editor's browser-side helpers, loaded after the page is interactive: zod (and slugify) are the largest
// pieces of the editor's JavaScript and neither is needed to show or submit the form; the action validates
// with the same schemas and derives an empty handle itself. Until this arrives, conform asks the server.
import { ProductFormSchema, ProductUpdateSchema } from "@domain/product";
import { slug } from "@domain/slug";
import { parseForm } from "~/lib/forms";

export { slug };

export const validateNewProduct = (formData: FormData) => parseForm(formData, ProductFormSchema);
export const validateProductUpdate = (formData: FormData) => parseForm(formData, ProductUpdateSchema);
