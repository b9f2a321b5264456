/**
 * Visitors who pay for every megabyte can ask to save data (the browser's Save-Data: on). Public
 * pages then leave out their decorative pictures (heroes; card and cover pictures become their
 * text alternative), the speculative prefetching and the optional script (counters, slideshow).
 * The server reads the header (it is part of the page cache's key and of Vary); components read
 * this context, which the site shell provides.
 */
import { createContext, useContext } from "react";

export const SaveDataContext = createContext(false);

export const useSaveData = () => useContext(SaveDataContext);
