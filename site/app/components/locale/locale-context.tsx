import { createContext, useContext } from "react";
import { type Locale, UI_STRINGS, type UiStrings } from "./strings.js";

export const LocaleContext = createContext<Locale>("en");

export const useUiStrings = (): UiStrings => UI_STRINGS[useContext(LocaleContext)];
