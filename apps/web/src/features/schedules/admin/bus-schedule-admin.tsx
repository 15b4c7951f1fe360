import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this area lands. */
export default function Placeholder() {
  return (
    <div className="p-4 md:p-8">
      <ComingSoon title="Bus Schedule" progress={50} description="This part of the app is being built." />
    </div>
  );
}
