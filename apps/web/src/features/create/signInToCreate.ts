/** Search flag that reopens the create modal after sign-in (spec §2). */
export const OPEN_CREATE_PARAM = 'openCreate';

/** Where sign-in from the create modal comes back to. */
export const CREATE_RETURN_PATH = `/?${OPEN_CREATE_PARAM}=true`;
