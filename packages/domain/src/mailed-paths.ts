/**
 * Web pages the server links to from its mails. They live here so the server builds its links
 * from the same strings the web's route table is tested against (apps/web mailed-paths.test.ts):
 * a mistyped one would otherwise send the reader to the public home page.
 */
export const MAILED_PATHS = {
  /** The portal home: the manager-acceptance dialog waits there. */
  portalHome: '/user-portal',
  /** Royalty splits: a payee accepts or declines a share there. */
  royaltyShares: '/user-portal/royalty-shares',
  /** Sign-up, for an address without an account. */
  register: '/register',
} as const;
