/**
 * The server's one PostgreSQL schema, in drizzle's terms. The SQL that creates it lives in
 * `migrations/` (applied in order at start); `test/schema.test.ts` checks that the two agree.
 * Enum values come from the contract, so the database refuses what the wire cannot carry.
 *
 * Money is `numeric(18, 2)`: exact cents in the database, plain numbers at the edge.
 */
import {
  characterTypes,
  genders,
  jobs,
  tokenTypes,
  transactionTypes,
  usdtRequestTypes,
} from '@izi/api';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const jobEnum = pgEnum('job', jobs);
export const characterTypeEnum = pgEnum('character_type', characterTypes);
export const genderEnum = pgEnum('gender', genders);
export const transactionTypeEnum = pgEnum('transaction_type', transactionTypes);
export const tokenTypeEnum = pgEnum('token_type', tokenTypes);
export const usdtRequestTypeEnum = pgEnum('usdt_request_type', usdtRequestTypes);
export const usdtRequestStatusEnum = pgEnum('usdt_request_status', [
  'pending',
  'approved',
  'rejected',
]);

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /** Always stored in lower case. */
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash`, base64url parts. */
    passwordHash: text('password_hash').notNull(),
    verifiedAt: at('verified_at'),
    /** When the next whole day of some character's income falls due; null without characters. */
    nextIncomeAt: at('next_income_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
  ],
);

/** The pending email verification of an account: the code's hash, its expiry, tries so far. */
export const verificationCodes = pgTable('verification_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  attempts: smallint('attempts').notNull().default(0),
});

/** The live password reset code of an account (as a hash), like its verification code. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  attempts: smallint('attempts').notNull().default(0),
});

/** Signed-in sessions; only the SHA-256 of the opaque token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed logins per key (`account:<name>` or `address:<ip>`), for throttling. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: at('window_started_at').notNull(),
  lockedUntil: at('locked_until'),
});

/**
 * Counted events per key and window (`codes:<user id>`: verification codes issued,
 * `signups:<address>`: accounts created), for the caps of `rules.ts`. A row is spent once its
 * window has ended.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: at('window_ends_at').notNull(),
});

/**
 * The ledger: every movement of tokens, append-only. `amount` is a positive magnitude and
 * `direction` says which way it went (+1 in, -1 out); a trigger adds each row to `balances`.
 * `ref` makes a movement that must happen once (a day's income, a sale) unique.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    transactionType: transactionTypeEnum('transaction_type').notNull(),
    tokenType: tokenTypeEnum('token_type').notNull(),
    amount: money('amount').notNull(),
    direction: smallint('direction').notNull(),
    ref: text('ref'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('ledger_amount_positive', sql`${t.amount} > 0`),
    check('ledger_direction', sql`${t.direction} in (-1, 1)`),
    uniqueIndex('ledger_ref_key').on(t.ref),
    index('ledger_user_time_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Each user's balance per token: the sum of the ledger, kept by a trigger, never negative. */
export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenType: tokenTypeEnum('token_type').notNull(),
    amount: money('amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tokenType] }),
    check('balances_not_negative', sql`${t.amount} >= 0`),
  ],
);

export const characters = pgTable(
  'characters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image'),
    job: jobEnum('job').notNull(),
    characterType: characterTypeEnum('character_type').notNull(),
    knowledge: smallint('knowledge').notNull(),
    experience: smallint('experience').notNull(),
    energy: smallint('energy').notNull(),
    happiness: smallint('happiness').notNull(),
    /** Daily income, in iziDot. */
    baseRate: money('base_rate').notNull(),
    acquiredAt: at('acquired_at').notNull(),
    /** How many whole days of income have been credited. */
    incomeDays: integer('income_days').notNull().default(0),
    /** The marketplace item bought as it: named as that item in the reader's language. */
    marketplaceItemId: integer('marketplace_item_id').references(() => marketplaceItems.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('characters_user_type_idx').on(t.userId, t.characterType),
    check(
      'characters_percentages',
      sql`${t.knowledge} between 0 and 100 and ${t.experience} between 0 and 100 and ${t.energy} between 0 and 100 and ${t.happiness} between 0 and 100`,
    ),
    check('characters_base_rate', sql`${t.baseRate} >= 0`),
  ],
);

export const medallions = pgTable(
  'medallions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: characterTypeEnum('type').notNull(),
    gender: genderEnum('gender').notNull(),
    starLevel: smallint('star_level').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('medallions_star_level', sql`${t.starLevel} between 1 and 4`),
  ],
);

export const usdtRequests = pgTable(
  'usdt_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: usdtRequestTypeEnum('type').notNull(),
    amount: money('amount').notNull(),
    address: text('address'),
    proof: text('proof'),
    status: usdtRequestStatusEnum('status').notNull().default('pending'),
    createdAt: at('created_at').notNull(),
    /** The operator who approved or rejected it, when, and (rejected) why. */
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewedAt: at('reviewed_at'),
    reason: text('reason'),
  },
  (t) => [
    index('usdt_requests_user_idx').on(t.userId),
    index('usdt_requests_status_idx').on(t.status, t.createdAt.desc()),
    check('usdt_requests_review', sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`),
    check('usdt_requests_amount_positive', sql`${t.amount} > 0`),
    check(
      'usdt_requests_shape',
      sql`(${t.type} = 'deposit' and ${t.proof} is not null) or (${t.type} = 'withdrawal' and ${t.address} is not null)`,
    ),
  ],
);

export const marketplaceItems = pgTable('marketplace_items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  applicableJob: jobEnum('applicable_job').notNull(),
  priceDot: money('price_dot').notNull(),
});

/**
 * izi's own: an item's name and description in another language (es, fa or ar); the item's own
 * columns hold English.
 */
const itemTexts = <Name extends string>(name: Name, items: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      itemId: integer('item_id').notNull().references(items, { onDelete: 'cascade' }),
      locale: text('locale').notNull(),
      name: text('name').notNull(),
      description: text('description').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.itemId, t.locale] }),
      check(`${name}_locale`, sql`${t.locale} in ('es', 'fa', 'ar')`),
    ],
  );

export const marketplaceItemTexts = itemTexts('marketplace_item_texts', () => marketplaceItems.id);

export const shopItems = pgTable(
  'shop_items',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    stock: integer('stock').notNull(),
    priceDol: money('price_dol').notNull(),
    discountPriceDol: money('discount_price_dol'),
    discountCostDom: money('discount_cost_dom'),
  },
  (t) => [check('shop_items_stock', sql`${t.stock} >= 0`)],
);

export const shopItemTexts = itemTexts('shop_item_texts', () => shopItems.id);

/** izi's own: the iziShop cart each user keeps on the server, one line per item. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => shopItems.id),
    quantity: integer('quantity').notNull(),
    /** Pays the discount price in iziDol plus its iziDom. */
    payWithDiscount: boolean('pay_with_discount').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    check('cart_lines_quantity', sql`${t.quantity} between 1 and 99`),
  ],
);

/** izi's own: what a checkout paid for, "pending delivery" until an operator delivers or cancels it. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('pending delivery'),
    totalDol: money('total_dol').notNull(),
    totalDom: money('total_dom').notNull(),
    createdAt: at('created_at').notNull(),
    /** The operator who delivered or cancelled it, when, and (cancelled) why. */
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewedAt: at('reviewed_at'),
    reason: text('reason'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_state_idx').on(t.state, t.createdAt.desc()),
    check('orders_state', sql`${t.state} in ('pending delivery', 'delivered', 'cancelled')`),
    check('orders_review', sql`(${t.state} = 'pending delivery') = (${t.reviewedAt} is null)`),
  ],
);

/** An order's lines, with the item's name and the prices as they were paid. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => shopItems.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    payWithDiscount: boolean('pay_with_discount').notNull(),
    priceDol: money('price_dol').notNull(),
    costDom: money('cost_dom').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.itemId] }),
    check('order_lines_quantity', sql`${t.quantity} > 0`),
  ],
);

/** izi's own: the roles people hold; `operator` is granted and revoked only from the command line. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: at('granted_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check('user_roles_role', sql`${t.role} in ('operator')`),
  ],
);

/** izi's own: every operator action, once per request or order, with the state before and after. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    reason: text('reason'),
    at: at('at').notNull(),
  },
  (t) => [
    check('operator_audit_action', sql`${t.action} in ('approve', 'reject', 'deliver', 'cancel')`),
    check('operator_audit_subject', sql`${t.subject} in ('usdt-request', 'order')`),
    unique('operator_audit_once').on(t.subject, t.subjectId),
    index('operator_audit_at_idx').on(t.at.desc(), t.id.desc()),
  ],
);
