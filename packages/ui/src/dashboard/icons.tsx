import { makeIcon as icon } from '../icons/Icon';

/** Icons only the dashboard components draw, in the style of `../icons` (decorative). */
export const WalletIcon = icon(
  'Wallet',
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <path d="M4 7.5V17a2 2 0 0 0 2 2h14V8H6.5A2.5 2.5 0 0 1 4 7.5z" />
    <path d="M16 13.5h.5" />
  </>,
);
export const StoreIcon = icon(
  'Store',
  <>
    <path d="M4 9.5V20h16V9.5" />
    <path d="M3 9.5L5 4h14l2 5.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
    <path d="M10 20v-5h4v5" />
  </>,
);
export const BagIcon = icon(
  'Bag',
  <>
    <path d="M5 8h14l-1 12H6z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </>,
);
export const SparklesIcon = icon(
  'Sparkles',
  <path d="M10 3l1.7 4.8L16.5 9.5l-4.8 1.7L10 16l-1.7-4.8L3.5 9.5l4.8-1.7zM18 13l.9 2.6 2.6.9-2.6.9L18 20l-.9-2.6-2.6-.9 2.6-.9z" />,
);
export const TrophyIcon = icon(
  'Trophy',
  <>
    <path d="M8 4h8v6a4 4 0 0 1-8 0z" />
    <path d="M8 6H4.5a3.5 3.5 0 0 0 3.8 4M16 6h3.5a3.5 3.5 0 0 1-3.8 4M12 14v3M8.5 20h7M9.5 17h5v3h-5z" />
  </>,
);
export const ChartIcon = icon('Chart', <path d="M4 4v16h16M7 15l4-4 3 3 5-6" />);
/** Tokens coming in: an arrow down into a tray. */
export const ReceiveIcon = icon(
  'Receive',
  <path d="M12 4v10M7.5 9.5L12 14l4.5-4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />,
);
/** Tokens going out: an arrow up out of a tray. */
export const SendIcon = icon(
  'Send',
  <path d="M12 14V4M7.5 8.5L12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />,
);
export const SwapIcon = icon(
  'Swap',
  <path d="M7 4L3.5 7.5 7 11M3.5 7.5H17M17 13l3.5 3.5L17 20M20.5 16.5H7" />,
);
export const CoinIcon = icon(
  'Coin',
  <>
    <ellipse cx="12" cy="7" rx="7" ry="3" />
    <path d="M5 7v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
  </>,
);
export const TagIcon = icon(
  'Tag',
  <>
    <path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8a1.4 1.4 0 0 1 0 2l-7 7a1.4 1.4 0 0 1-2 0z" />
    <circle cx="8.5" cy="8.5" r="1.5" />
  </>,
);
export const MedalIcon = icon(
  'Medal',
  <>
    <circle cx="12" cy="15" r="5.5" />
    <path d="M8.5 10.7L6 3h4l2 5 2-5h4l-2.5 7.7M12 12.5v5M9.8 14.7l2.2-2.2 2.2 2.2" />
  </>,
);
/** A neutral mark for a transaction of a type the library does not know. */
export const QuestionIcon = icon(
  'Question',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" />
    <path d="M12 17h.01" />
  </>,
);
