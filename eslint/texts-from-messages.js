// ESLint rule: a text a traveller reads comes from the messages (§R9.16 locales, issue 23 item 6).
// It reports, in JSX, text with a letter in it: element text, a string given to a text-bearing
// attribute (aria-label, title, alt, placeholder, label, …), and a string or template literal placed
// as a child or such an attribute's value (also through `a ? 'x' : 'y'` and `a && 'x'`).
// Punctuation, symbols, numbers and whitespace are allowed: "·", "→", "(", "2".
// docs/decisions/096-texts-from-the-messages.md says why a rule of our own rather than react/jsx-no-literals.

const letter = /\p{L}/u

/** Attributes whose value a traveller reads or hears; `aria-labelledby`/`aria-describedby` hold ids. */
const textAttribute = /^(aria-(label|description|roledescription|valuetext|placeholder)|title|alt|placeholder|label|[a-z]+(Label|Title|Text|Heading|Description|Caption|Message|Hint|Legend)|heading|description|caption|message|hint|legend|summary|text)$/

/** Props of our own components that carry a text: a fact's term, a section's terms sentence, a loader's subtitle. */
const componentTextAttribute = /^(term|accept|after|subtitle|heading)$/

const isComponent = (element) => element.name.type === 'JSXIdentifier' ? /^[A-Z]/.test(element.name.name) : element.name.type === 'JSXMemberExpression'

function isTextAttribute(attribute) {
  const name = attributeName(attribute)
  return textAttribute.test(name) || (componentTextAttribute.test(name) && isComponent(attribute.parent))
}

function attributeName(node) {
  return node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name
}

/** The string pieces of an expression that would end up as text: literals, template quasis, and both arms of a choice. */
function textPieces(expression) {
  if (!expression) return []
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' ? [[expression, expression.value]] : []
    case 'TemplateLiteral':
      return expression.quasis.map((quasi) => [quasi, quasi.value.cooked ?? quasi.value.raw])
    case 'ConditionalExpression':
      return [...textPieces(expression.consequent), ...textPieces(expression.alternate)]
    case 'LogicalExpression':
      return textPieces(expression.right)
    case 'BinaryExpression':
      return expression.operator === '+' ? [...textPieces(expression.left), ...textPieces(expression.right)] : []
    default:
      return []
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const textsFromMessages = {
  meta: {
    type: 'problem',
    docs: { description: 'Text a traveller reads comes from the messages, not an English literal in JSX' },
    schema: [],
    messages: {
      text: 'Text "{{text}}" is not from the messages: add it to app/i18n/messages (en-US and en-GB) and read it with the namespace’s translator.',
    },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } })
    return {
      JSXText(node) {
        if (letter.test(node.value)) report(node, node.value)
      },
      JSXExpressionContainer(node) {
        const parent = node.parent
        const isChild = parent.type === 'JSXElement' || parent.type === 'JSXFragment'
        const isText = parent.type === 'JSXAttribute' && isTextAttribute(parent)
        if (!isChild && !isText) return
        for (const [piece, text] of textPieces(node.expression)) if (letter.test(text)) report(piece, text)
      },
      JSXAttribute(node) {
        if (node.value?.type === 'Literal' && typeof node.value.value === 'string' && isTextAttribute(node) && letter.test(node.value.value)) {
          report(node.value, node.value.value)
        }
      },
    }
  },
}

export const textsPlugin = { rules: { 'texts-from-messages': textsFromMessages } }
