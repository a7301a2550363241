/**
 * D8's numbers for the site host's code, in CSS pixels. A module of its own, free of the encoder, so the eager
 * footer block can size its placeholder without pulling the lazily loaded code in.
 */
export const SITE_QR_SIZES = { footer: 110, enlarged: 200 } as const;

/** 10 px of white on every side, inside the sizes above. */
export const SITE_QR_QUIET_ZONE = 10;

/** The centred logo box; the modules under it are cleared. */
export const SITE_QR_LOGO = { width: 40, height: 20 } as const;
