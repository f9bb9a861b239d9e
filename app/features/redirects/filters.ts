// The redirects list's `_query` filters: a search over the path and the target.
import { z } from "zod/v4";
import { filterText } from "../../../domain/validation";

export const RedirectFiltersSchema = z.object({ search: filterText() });
