import { undoEmailChangeResponseSchema } from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/** POST undoEmailChange (public): the token of the undo link in the notice to the old address. */
export async function undoEmailChange(token: string): Promise<void> {
  await apiClient.post(getApiPaths().undoEmailChange, {
    body: { token },
    schema: undoEmailChangeResponseSchema,
    // The page shows the failure itself, beside the button.
    toastErrors: false,
  });
}
