import { describe, expect, it } from "vitest";
import { blogPosts } from "../../core/content/index.ts";
import {
  looksLikeHtml,
  plainTextToHtml,
  richTextFieldNames,
  sanitizeRichText,
  sanitizeRichTextFields,
} from "./rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps the allowed structure as it is", () => {
    const html =
      "<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>bold</strong>, <b>b</b>, <em>em</em> and <i>i</i> text<br />next line</p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>" +
      '<p><a href="/fr/programs">inside</a></p><p><img src="/media/a.webp" alt="A photo" width="640" height="480" /></p>';
    const out = sanitizeRichText(html);
    for (const part of [
      "<h2>Title</h2>",
      "<h3>Sub</h3>",
      "<h4>Small</h4>",
      "<strong>bold</strong>",
      "<b>b</b>",
      "<em>em</em>",
      "<i>i</i>",
      "<br />",
      "<ul><li>one</li></ul>",
      "<ol><li>two</li></ol>",
      "<blockquote><p>quote</p></blockquote>",
      '<a href="/fr/programs">inside</a>',
      '<img src="/media/a.webp" alt="A photo" width="640" height="480" />',
    ]) {
      expect(out).toContain(part);
    }
    expect(sanitizeRichText(out)).toBe(out);
  });

  it("removes scripts, styles, frames and event handlers", () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red" class="c">Hi</p><script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)><svg onload=alert(1)></svg>' +
        '<div><span id="s">kept text</span></div>',
    );
    expect(out).not.toMatch(
      /<script|<style|<iframe|<svg|onerror|onclick|onload|alert|style=|class=/i,
    );
    expect(out).toContain("<p>Hi</p>");
    expect(out).toContain("kept text");
    expect(out).not.toContain("<img");
  });

  it("refuses javascript:, data:, vbscript:, protocol-relative and relative URLs", () => {
    const out = sanitizeRichText(
      '<p><a href="javascript:alert(1)">a</a> <a href="JaVaScRiPt&#58;alert(1)">b</a> ' +
        '<a href="vbscript:msgbox(1)">c</a> <a href="data:text/html,x">d</a> <a href="//evil.example">e</a> ' +
        '<a href="/\\evil.example">f</a> <a href="page.html">g</a></p>' +
        '<img src="data:image/png;base64,AAAA" alt="x"><img src="javascript:alert(1)"><img src="//evil.example/a.png">',
    );
    expect(out).toBe("<p>a b c d e f g</p>");
  });

  it("marks links to other sites noopener noreferrer, and only those", () => {
    expect(sanitizeRichText('<p><a href="https://example.org" rel="opener">x</a></p>')).toBe(
      '<p><a href="https://example.org" rel="noopener noreferrer">x</a></p>',
    );
    expect(sanitizeRichText('<p><a href="/news" rel="opener" target="_top">x</a></p>')).toBe(
      '<p><a href="/news">x</a></p>',
    );
  });

  it("drops bad image sizes and keeps the alt text escaped", () => {
    expect(
      sanitizeRichText('<img src="https://example.org/a.jpg" alt="&quot;x&quot; <b>" width="50%">'),
    ).toBe('<p><img src="https://example.org/a.jpg" alt="&quot;x&quot; &lt;b&gt;" /></p>');
  });

  it("maps other heading levels into h2–h4", () => {
    expect(sanitizeRichText("<h1>a</h1><h6>b</h6>")).toBe("<h2>a</h2><h4>b</h4>");
  });

  it("turns plain text into escaped paragraphs", () => {
    expect(sanitizeRichText("First line\nsecond line\n\n  Tom & Jerry say 1 < 2  \n\n\n")).toBe(
      "<p>First line<br />second line</p><p>Tom &amp; Jerry say 1 &lt; 2</p>",
    );
  });

  it("gives paragraphs to text that has inline tags but no blocks", () => {
    expect(sanitizeRichText("Body <img src=x onerror=alert(1)> <b>bold</b>\nnext\n\nSecond")).toBe(
      "<p>Body  <b>bold</b><br />next</p><p>Second</p>",
    );
    expect(sanitizeRichText("<b>a\n\nb</b>")).toBe("<p><b>a</b></p><p>b</p>");
    expect(sanitizeRichText('<img src="/media/a.webp" alt="">')).toBe(
      '<p><img src="/media/a.webp" alt="" /></p>',
    );
  });

  it("gives an empty string for nothing to show", () => {
    expect(sanitizeRichText("")).toBe("");
    expect(sanitizeRichText("<p></p>")).toBe("");
    expect(sanitizeRichText("<script>alert(1)</script>")).toBe("");
    expect(sanitizeRichText("<p>&nbsp;</p>")).toBe("");
  });
});

describe("plainTextToHtml and looksLikeHtml", () => {
  it("escapes and splits", () => {
    expect(plainTextToHtml('a "b"\r\n\r\n<c>\nd')).toBe(
      "<p>a &quot;b&quot;</p><p>&lt;c&gt;<br />d</p>",
    );
    expect(plainTextToHtml("")).toBe("");
  });

  it("tells HTML from plain text", () => {
    expect(looksLikeHtml("<p>x</p>")).toBe(true);
    expect(looksLikeHtml("x<br>y")).toBe(true);
    expect(looksLikeHtml("1 < 2 and 3 > 2")).toBe(false);
    expect(looksLikeHtml("plain")).toBe(false);
  });
});

describe("sanitizeRichTextFields", () => {
  it("cleans every language of the definition's rich text fields and nothing else", () => {
    expect(richTextFieldNames(blogPosts)).toEqual(["content"]);
    const { values, emptied } = sanitizeRichTextFields(blogPosts, {
      title: "<b>kept as text</b>",
      content: { en: "<script>x</script>", fr: "Bonjour", ru: "" },
    });
    expect(values.title).toBe("<b>kept as text</b>");
    expect(values.content).toEqual({ en: "", fr: "<p>Bonjour</p>", ru: "" });
    expect(emptied).toEqual(["content"]);
  });
});
