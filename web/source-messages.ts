import type * as BabelTypes from '@babel/types';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * English is the source language: its texts are the code's own (decision 029). Lingui's macros
 * keep each English message beside its id (`descriptorFields: 'message'`), and this Babel plugin,
 * run after them, writes each one compiled, as a catalogue holds it. An English page then renders
 * from its code and downloads no catalogue, as before the site had languages; a page in another
 * language loads its catalogue, whose message for an id wins over the English one.
 */
export function sourceMessages({ types: t }: { types: typeof BabelTypes }) {
  /** The compiled form of an English message, as a literal: `["Hello ", ["name"]]`. */
  const compiled = (message: string) =>
    t.valueToNode(JSON.parse(JSON.stringify(compileMessage(message))) as unknown);

  /** A descriptor the macro wrote: it marks each with a `/** i18n *\/` comment. */
  const fromMacro = (node: BabelTypes.Node) =>
    node.leadingComments?.some((comment) => comment.value.trim() === '* i18n') ?? false;

  const visitor = {
    ObjectExpression(path: { node: BabelTypes.ObjectExpression }) {
      const { node } = path;
      if (!fromMacro(node)) return;
      const keyed = (name: string) =>
        node.properties.find(
          (property): property is BabelTypes.ObjectProperty =>
            t.isObjectProperty(property) && t.isIdentifier(property.key, { name }),
        );
      const message = keyed('message');
      if (!keyed('id') || !message || !t.isStringLiteral(message.value)) return;
      message.value = compiled(message.value.value);
    },
  };

  return {
    name: 'source-messages',
    visitor: {
      Program: {
        // After the macros, which do their work when the program is entered.
        exit(path: { traverse(visitor: object): void }) {
          path.traverse(visitor);
        },
      },
    },
  };
}
