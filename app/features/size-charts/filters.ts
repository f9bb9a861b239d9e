// The size charts list's `_query` filters: a search.
import { z } from "zod/v4";
import { filterText } from "../../../domain/validation";

export const SizeChartFiltersSchema = z.object({ search: filterText() });
