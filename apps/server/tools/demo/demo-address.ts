/**
 * Where `npm run demo` tells the organiser to sign in: the server's address as its configuration
 * gives it (APP_URL, else localhost on PORT). The demo reads the same variables the server does,
 * so a server started with another PORT or APP_URL needs them given to the demo as well.
 */
export function signInLines(appUrl: string, environment: NodeJS.ProcessEnv): string[] {
  const lines = [`Start the app (npm start) and sign in at ${appUrl} with`];
  if (!environment.APP_URL) {
    lines.push(
      `  (that is localhost on PORT ${environment.PORT || '3000'}; for a server started with another PORT or APP_URL,`,
      '   give the demo the same variables, e.g. PORT=3001 npm run demo, or open that address instead)',
    );
  }
  return lines;
}
