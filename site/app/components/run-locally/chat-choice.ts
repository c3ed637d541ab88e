/**
 * The Task select's chat choice: not one of the hub's tasks but text generation by a model tagged
 * `conversational`, the value the snippet generator's Task select uses for chat too. Its own module,
 * so the form reads it without loading the snippet generator.
 */
export const CHAT_CHOICE = "conversational";
