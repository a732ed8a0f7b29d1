import { type ReactNode, useId, useState } from 'react';

/** One section of an Accordion. */
export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/** Props of Accordion. */
export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Let several sections be open at once; default false (opening one closes the other). */
  multiple?: boolean;
  /** Sections open at first; default none. */
  defaultOpen?: readonly string[];
  /** Heading level wrapping each header button; default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** Disclosure sections: each header is a button with aria-expanded/aria-controls inside a heading. */
export function Accordion({ items, multiple = false, defaultOpen = [], headingLevel = 3 }: AccordionProps) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const Heading = `h${headingLevel}` as const;
  const toggle = (id: string) =>
    setOpen((prev) => {
      if (prev.has(id)) {
        const next = new Set(prev);
        next.delete(id);
        return next;
      }
      return multiple ? new Set(prev).add(id) : new Set([id]);
    });
  return (
    <div className="c-accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} className="c-accordion__item">
            <Heading className="c-accordion__heading">
              <button
                type="button"
                id={`${base}-head-${item.id}`}
                className="c-accordion__button"
                aria-expanded={expanded}
                aria-controls={`${base}-body-${item.id}`}
                onClick={() => toggle(item.id)}
              >
                {item.title}
              </button>
            </Heading>
            <section
              id={`${base}-body-${item.id}`}
              aria-labelledby={`${base}-head-${item.id}`}
              hidden={!expanded}
              className="c-accordion__body"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
