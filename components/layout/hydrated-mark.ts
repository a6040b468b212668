/** The User Timing mark the app shell sets once React has hydrated the page (bench/ui/measure-page.ts waits for it). */
export const HYDRATED_MARK = "postlane:hydrated";
