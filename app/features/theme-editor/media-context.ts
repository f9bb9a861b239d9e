// What an image setting needs from its editor (ADR 074): where the picker's resource route is, the newest store
// images (the no-JavaScript forms list them as radios), and whether the page is hydrated.
import { createContext, useContext } from "react";
import type { ThemeMediaImage } from "@domain/contracts/theme-editor";

export interface ThemeMediaContextValue {
  mediaUrl: string;
  /** The no-JavaScript radios' images: what a setting stores (`url`) and their alt text. */
  images: Pick<ThemeMediaImage, "url" | "alt">[];
  hydrated: boolean;
}

export const ThemeMediaContext = createContext<ThemeMediaContextValue>({ mediaUrl: "", images: [], hydrated: false });
export const useThemeMedia = () => useContext(ThemeMediaContext);
