// Password rules shared by the server and the sign-up form (no server-only imports here).
export const MIN_PASSWORD_LENGTH = 8;
