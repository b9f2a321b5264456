import { describe, expect, it } from "vitest";
import en from "../../../i18n/locales/en/adminMedia.json";
import fr from "../../../i18n/locales/fr/adminMedia.json";
import ru from "../../../i18n/locales/ru/adminMedia.json";
import { createT } from "../../../i18n/translate.ts";
import { uploadFailureText } from "./upload-failure.ts";

const tIn = (locale: "en" | "fr" | "ru", messages: typeof en) =>
  createT(locale, { adminMedia: messages }, "en", { adminMedia: en }, "adminMedia");

describe("uploadFailureText (decision 0028)", () => {
  it("names the cause of a refusal in each language", () => {
    expect(
      uploadFailureText(tIn("en", en), 413, "The file is larger than the limit of 10 MB"),
    ).toBe("The file is too large (limit: 10 MB).");
    expect(uploadFailureText(tIn("fr", fr), 413, "")).toBe("Le fichier est trop volumineux.");
    expect(uploadFailureText(tIn("ru", ru), 415, "Only JPEG…")).toMatch(/^Это не изображение/);
    expect(uploadFailureText(tIn("fr", fr), 0, "")).toMatch(/^Le serveur est injoignable/);
    expect(uploadFailureText(tIn("en", en), 403, "Not allowed")).toBe(
      "The server refused the file: Not allowed",
    );
    expect(uploadFailureText(tIn("en", en), 400, "")).toBe("The server refused the file: HTTP 400");
  });
});
