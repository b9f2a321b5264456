/**
 * The server's QR code (SVG text from its qrcode library) shown as an image: a data URL in an
 * <img> never runs script and is never parsed into this page, unlike innerHTML.
 */
export function QrImage({ svg, alt, className }: { svg: string; alt: string; className?: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      width={192}
      height={192}
      className={className ?? "mx-auto size-48 rounded-md bg-white p-2"}
    />
  );
}
