// The stylesheet a browser that runs no script applies (public/no-script.css): it hides the controls only script
// makes work (~/ui/script-only). Linked, not inline: the CSP admits no inline style without the render's nonce.
export function NoScriptStylesheet() {
  return (
    <noscript>
      <link rel="stylesheet" href={`${import.meta.env.BASE_URL}no-script.css`} />
    </noscript>
  )
}
