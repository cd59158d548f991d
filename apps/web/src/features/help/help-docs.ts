import { RoutePath } from '@storefront/contract/routes';
import type { LucideIcon } from 'lucide-react';
import { RotateCcw, ShieldCheck, Store, Truck } from 'lucide-react';

/** The help centre's topics, in menu order (spec 2.1: /help/privacy, returns, shipping, seller). */
export const HELP_TOPICS = ['privacy', 'returns', 'shipping', 'seller'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export function isHelpTopic(value: string | undefined): value is HelpTopic {
  return (HELP_TOPICS as readonly string[]).includes(value ?? '');
}

export const PRIVACY_EMAIL = 'privacy@storefront.example';
/** The footer's "Contact us" address. */
export const SUPPORT_EMAIL = 'support@storefront.example';

/** A call to action under a section: an in-app route, or a mailto address. Its label is `<section>.links.<key>`. */
export interface HelpLink {
  key: string;
  to: string;
}

/**
 * A section of a help document. Its text lives in the language pack under
 * `<doc>.sections.<id>`: a title, then any of `paragraphs`, `steps`, `items`, `terms`
 * ({ term, detail }) and `notes`, each an object with keys 0, 1, 2... so translators can
 * change the content without touching code. Only the links' targets live here.
 */
export interface HelpSection {
  id: string;
  links?: HelpLink[];
}

export interface HelpDoc {
  /** Where the document's keys start: `title`, `intro` and `sections` sit under it. */
  base: string;
  sections: HelpSection[];
}

const mailto = (address: string) => `mailto:${address}`;

export const HELP_DOCS: Record<HelpTopic, HelpDoc> = {
  privacy: {
    base: 'help.privacy',
    sections: [
      { id: 'collect' },
      { id: 'use' },
      { id: 'sharing' },
      { id: 'retention' },
      { id: 'storage' },
      { id: 'rights', links: [{ key: 'settings', to: RoutePath.settings }] },
      { id: 'security' },
      { id: 'contact', links: [{ key: 'email', to: mailto(PRIVACY_EMAIL) }] },
    ],
  },
  returns: {
    base: 'help.returns',
    sections: [
      { id: 'window' },
      { id: 'exceptions' },
      { id: 'request', links: [{ key: 'orders', to: RoutePath.orders }] },
      { id: 'refunds', links: [{ key: 'wallet', to: RoutePath.wallet }] },
      { id: 'timelines' },
      { id: 'damaged' },
    ],
  },
  shipping: {
    base: 'help.shipping',
    sections: [
      { id: 'processing' },
      { id: 'estimates' },
      { id: 'tracking', links: [{ key: 'orders', to: RoutePath.orders }] },
      { id: 'fees' },
      { id: 'address' },
      { id: 'lost' },
    ],
  },
  seller: {
    base: 'help.seller',
    sections: [
      {
        id: 'open',
        links: [
          { key: 'apply', to: RoutePath.shopApplication },
          { key: 'realname', to: RoutePath.realname },
        ],
      },
      { id: 'fees' },
      { id: 'listing' },
      {
        id: 'orders',
        links: [
          { key: 'shipping', to: RoutePath.helpShipping },
          { key: 'returns', to: RoutePath.helpReturns },
        ],
      },
      { id: 'chat' },
      { id: 'payouts', links: [{ key: 'withdraw', to: RoutePath.walletWithdrawal }] },
      { id: 'rules' },
    ],
  },
};

export const CREDIT_DOC: HelpDoc = {
  base: 'credit',
  sections: [
    { id: 'what' },
    {
      id: 'grow',
      links: [
        { key: 'realname', to: RoutePath.realname },
        { key: 'orders', to: RoutePath.orders },
      ],
    },
    { id: 'unlocks' },
    { id: 'disputes', links: [{ key: 'returns', to: RoutePath.helpReturns }] },
  ],
};

export const HELP_TOPIC_PATH: Record<HelpTopic, string> = {
  privacy: RoutePath.helpPrivacy,
  returns: RoutePath.helpReturns,
  shipping: RoutePath.helpShipping,
  seller: RoutePath.helpSeller,
};

export const HELP_TOPIC_ICON: Record<HelpTopic, LucideIcon> = {
  privacy: ShieldCheck,
  returns: RotateCcw,
  shipping: Truck,
  seller: Store,
};

/** The DOM id of a section: unique on the page and the target of the table of contents. */
export const sectionAnchor = (doc: HelpDoc, section: HelpSection) => `${doc.base.replace(/\./g, '-')}-${section.id}`;
