import type { ReactNode } from "react";
import { PageHero } from "~/components/site/page-hero.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Container } from "~/components/ui/container.tsx";

/**
 * The frame of the pages a monthly gift's e-mails link to (stop, pay this month): the outcome said
 * aloud, then either a plain form that posts the link's token (it works without script) or the ways
 * on. Opening the page changes nothing: mail scanners open links, only the donor's press acts.
 */
export function GiftLinkPage({
  title,
  status,
  testId,
  token,
  form,
  links,
}: {
  title: string;
  /** What happened, once something has. */
  status?: string;
  testId: string;
  token: string;
  /** The text above the button, and the button; none once the page has nothing left to do. */
  form?: { text: string; button: ReactNode };
  links: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} />
      <Container className="py-12 sm:py-16">
        <Card className="mx-auto max-w-xl p-6 text-center sm:p-8">
          <div role="status" aria-live="polite" data-testid={testId}>
            {status === undefined ? null : <p className="mb-6 text-lg font-medium">{status}</p>}
          </div>
          {form ? (
            <form method="post" className="space-y-6">
              <p>{form.text}</p>
              <input type="hidden" name="token" value={token} />
              {form.button}
            </form>
          ) : (
            <p className="flex flex-wrap justify-center gap-x-6 gap-y-2">{links}</p>
          )}
        </Card>
      </Container>
    </>
  );
}
