import { z } from 'zod';
import { zRawLine } from '../../validation.ts';

/** The external EPD and LCA tools: their addresses and the signed token that names the user to them. */

/** The external tools' addresses (settings) and the LCA tool's dictionary switch. */
export const ZToolLinks = z.object({
  /** The external EPD tool ("fill in" opens it with the token); null hides the button. */
  epdToolUrl: z.string().nullable(),
  /** The LCA tool button shows only when its switch (dictionary LCA_TOOL_SWITCH) is on and an address is set. */
  lcaToolEnabled: z.boolean(),
  lcaToolUrl: z.string().nullable(),
});

export const ZToolToken = z.object({
  /** A signed token for the external tool (query `epdToken`), valid for TOOL_TOKEN_LIFE_S. */
  token: z.string(),
  expiresAt: z.string(),
});

/** How long a tool token stays valid. */
export const TOOL_TOKEN_LIFE_S = 600;

/** How many token checks one client address may make per window (`/n/epd/tools/token/verify`). */
export const TOOL_TOKEN_VERIFY_LIMIT = { limit: 60, windowMs: 60_000 } as const;

export const ZToolTokenVerify = z.object({ token: zRawLine().min(1).max(1000) });
export const ZToolTokenUser = z.object({
  userAccount: z.string(),
  userName: z.string().nullable(),
  companyName: z.string().nullable(),
  companyCode: z.string().nullable(),
  expiresAt: z.string(),
});
