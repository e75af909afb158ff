import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { PlaceFields } from '../../components/profile-fields';
import { Notice } from '../../components/notice';
import type { DetectedLocation } from '../../../shared/location';
import type { ProfileErrors, ProfileField, ProfileValues } from '../../lib/profile-values';
import { FIELD_IDS } from './onboarding-values';

interface Props {
  values: ProfileValues;
  errors: ProfileErrors;
  onChange: <K extends ProfileField>(field: K, value: ProfileValues[K]) => void;
  onDetect: () => DetectedLocation;
}

export function LocationStep({ values, errors, onChange, onDetect }: Props) {
  const [detected, setDetected] = useState<DetectedLocation | null>(null);
  const timezoneErrorId = `${FIELD_IDS.timezone}-error`;
  return (
    <div className="space-y-6">
      <p className="text-muted">
        Your location helps show the right local time. Detect Location uses only your device&apos;s time zone;
        nothing is sent anywhere until you complete the setup.
      </p>
      <div>
        <Button
          id={FIELD_IDS.timezone}
          variant="secondary"
          aria-describedby={errors.timezone ? timezoneErrorId : undefined}
          onClick={() => setDetected(onDetect())}
        >
          <MapPin aria-hidden="true" className="size-5" />
          Detect Location
        </Button>
        {errors.timezone && (
          <p id={timezoneErrorId} className="mt-1 text-sm font-medium text-danger">
            {errors.timezone}
          </p>
        )}
      </div>
      {detected && <DetectResult detected={detected} />}
      <PlaceFields ids={FIELD_IDS} values={values} errors={errors} onChange={onChange} />
      {values.timezone && (
        <p>
          <span className="font-medium">Time zone:</span> {values.timezone}
        </p>
      )}
    </div>
  );
}

function DetectResult({ detected }: { detected: DetectedLocation }) {
  if (!detected.timezone) {
    return (
      <Notice tone="info">
        Your device did not share a time zone. You can type your city and country instead.
      </Notice>
    );
  }
  if (!detected.city || !detected.country) {
    return (
      <Notice tone="info">
        Your time zone ({detected.timezone}) does not name a place. You can type your city and country.
      </Notice>
    );
  }
  return (
    <Notice tone="info">
      Filled in from your time zone. Please check the city and country, and change them if they are not right.
    </Notice>
  );
}
