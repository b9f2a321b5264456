import { describe, expect, it } from "vitest";
import { uploadFailureText } from "./upload-failure.ts";

describe("uploadFailureText (decision 0028)", () => {
  it("names the cause of a refusal in each language", () => {
    expect(uploadFailureText(413, "The file is larger than the limit of 10 MB")).toBe(
      "The file is too large (limit: 10 MB).",
    );
    expect(uploadFailureText(413, "", "fr")).toBe("Le fichier est trop volumineux.");
    expect(uploadFailureText(415, "Only JPEG…", "ru")).toMatch(/^Это не изображение/);
    expect(uploadFailureText(0, "", "fr")).toMatch(/^Le serveur est injoignable/);
    expect(uploadFailureText(403, "Not allowed")).toBe("The server refused the file: Not allowed");
    expect(uploadFailureText(400, "The file is empty", "de")).toMatch(/The file is empty$/);
  });
});
