// The window event that tells the menus' unread badges (the account menu, the portal's side menu) to ask again:
// a conversation was read or written to.
export const UNREAD_CHANGED = 'unread';
