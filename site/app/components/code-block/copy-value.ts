/**
 * Code is carried to the copy button as base64 of its URL-encoding: URL-encoding first makes any
 * Unicode text pure ASCII, which `btoa` requires, and the result is inert wherever it is embedded.
 */
export const encodeCopyValue = (text: string): string => btoa(encodeURIComponent(text));

export const decodeCopyValue = (value: string): string => decodeURIComponent(atob(value));
