/**
 * Names of the browser storage entries. The first three are SPEC §3's local storage keys; the
 * others are this product's own (the admin token during an impersonation, the intended path).
 */
export const STORAGE_KEYS = {
  authToken: 'auth token',
  user: 'user',
  profilePath: 'profilePath',
  /** The admin's own token while the admin is logged in as another user (SPEC §4 Impersonation). */
  adminToken: 'admin auth token',
  /** The page a guest wanted before the login (sessionStorage, so it survives a social login). */
  intendedPath: 'intended path',
  /** SPEC §3 "auth preselect": the view the login dialog starts with ('login' or 'register'). */
  authPreselect: 'auth preselect',
  /** SPEC §3 "per-livestream verified password": `{key}{livestream id}` is "1" once verified. */
  livestreamVerified: 'livestream verified ',
  /** A guest's livestream chat identity (chat_user_id), made once per browser. */
  livestreamChatUserId: 'livestream chat user id',
  /** The nickname a guest chose for livestream chats. */
  livestreamNickname: 'livestream nickname',
  /** SPEC §3 Rating: a guest's ratings, kept until the login replays them. */
  ratingQueue: 'rating_queue',
  /** SPEC §3 "survey list": the survey prompts this browser has answered. */
  surveyList: 'survey list',
  /** SPEC §3 "articleEditorCache": unsaved article drafts by article id (`new` before the first save). */
  articleEditorCache: 'articleEditorCache',
} as const
