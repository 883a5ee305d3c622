import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RevenueRow } from '../../../../core/schemas/revenue.schema.ts';
import { formatGBP } from '../../../../core/money.ts';

/** Spec §9: chart height 300px, purple bars (Tailwind purple-700: 7:1 against white). */
export const CHART_HEIGHT_PX = 300;
const BAR_PURPLE = '#7e22ce';

const axisPounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/**
 * Spec §2 'Revenue by Beautician'. Recharts is heavy, so this file is loaded lazily by the revenue screen
 * and never reaches a public page. The figures are in the Detailed Breakdown table, which is the text
 * alternative; the drawing itself is one labelled image to assistive technology.
 */
export function RevenueChart({ rows }: { rows: readonly RevenueRow[] }) {
  return (
    <div
      role="img"
      aria-label="Bar chart of revenue by beautician. The Detailed Breakdown table lists the same figures."
      style={{ height: CHART_HEIGHT_PX }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT_PX}>
        <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
          <XAxis dataKey="beautician" tick={{ fill: '#44403c', fontSize: 12 }} />
          <YAxis tickFormatter={(v: number) => axisPounds.format(v)} tick={{ fill: '#44403c', fontSize: 12 }} width={72} />
          <Tooltip formatter={(value) => formatGBP(Number(value))} />
          <Bar dataKey="revenue" name="Revenue (£)" fill={BAR_PURPLE} radius={[6, 6, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
