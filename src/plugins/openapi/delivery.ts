/**
 * Where and how the platform delivers a webhook of the document (its
 * `x-delivery`: what the endpoint was registered for, the answer expected and
 * within how many seconds), in the words the API page and its Markdown twin
 * both print. Pure: the page's component and the twin's renderer import it.
 */
import type {OperationData} from './types';

export function webhookDeliveryText(op: OperationData): string {
  const d = op.delivery;
  if (!d) throw new Error(`${op.operationId}: a webhook without x-delivery (normalizeOperation sets it from the document)`);
  return `The platform sends this request to the HTTPS URL you registered for ${d.for} during onboarding (for example \`${op.path}\`). Sandbox and production deliveries go to the URLs you registered for each environment. Answer with ${d.answer} within ${d.within} seconds.`;
}
