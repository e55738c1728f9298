import type { SponsorNumbers } from '@bingo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sponsorTexts } from '../sponsor-texts';
import { addSponsorNumbers } from './add-sponsor-numbers';
import { sponsorNumbersKey } from './get-sponsor-numbers';
import { sponsorsKey } from './list-sponsors';
import { removeSponsorNumber } from './remove-sponsor-number';

interface Toggle {
  number: number;
  /** Whether the sponsor has the number now, before the click. */
  selected: boolean;
}

/** A click on the numbers grid: saved at once, shown at once, undone on failure. */
export function useToggleSponsorNumber(sponsorId: number) {
  const queryClient = useQueryClient();
  const key = sponsorNumbersKey(sponsorId);
  return useMutation({
    mutationFn: ({ number, selected }: Toggle) =>
      selected ? removeSponsorNumber(sponsorId, number) : addSponsorNumbers(sponsorId, [number]),
    onMutate: async ({ number, selected }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SponsorNumbers>(key);
      const numbers = before?.numbers ?? [];
      const next = selected ? numbers.filter((n) => n !== number) : [...numbers, number].sort((a, b) => a - b);
      queryClient.setQueryData<SponsorNumbers>(key, { numbers: next });
      return { before };
    },
    onError: (_error, _toggle, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    // Only the list needs reading again: the numbers map polls on its own.
    meta: { invalidates: [[...sponsorsKey, 'list']], invalidatesAfterFailure: true, errorMessage: sponsorTexts.numberFailed },
  });
}
