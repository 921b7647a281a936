/** The compressed display copy of an uploaded file (artwork, audio preview); it needs the bearer token. */
export const filePreviewUrl = (id: number) => `/api/distribution/files/${id}/preview`;
