/**
 * The portal frame arrives with the web-shell issue; until then the web app is this one page that
 * says what is running and where the API and its documentation are.
 */
export function App() {
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}
    >
      <h1>Causeway</h1>
      <p>Cards and bank-transfer payouts for organisations that pay people.</p>
      <p>
        The API is running: read its <a href="/api/docs">documentation</a> or its{' '}
        <a href="/api/openapi.json">OpenAPI document</a>.
      </p>
    </main>
  );
}
