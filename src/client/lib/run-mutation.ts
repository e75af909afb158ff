interface Callbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
}

/**
 * Like `mutation.mutate(variables, callbacks)`, but the callbacks fire for every call. React Query calls the ones
 * given to `mutate` only for the latest call, so two quick presses would lose the first one's message or undo.
 */
export function runMutation<TData, TVariables>(
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  variables: TVariables,
  { onSuccess, onError, onSettled }: Callbacks<TData> = {},
) {
  void mutation
    .mutateAsync(variables)
    .then(
      (data) => onSuccess?.(data),
      (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
    )
    .finally(() => onSettled?.());
}
