/** How the comparison writes the router's figures; an absent figure is a dash, said as "not listed". */

const dollars = new Intl.NumberFormat("en-US", {
	style: "currency",
	currency: "USD",
	minimumFractionDigits: 2,
	maximumFractionDigits: 4,
});
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const tenths = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export const NOT_LISTED = "—";

export const priceText = (value: number | undefined) =>
	value === undefined ? NOT_LISTED : dollars.format(value);
export const tokensText = (value: number | undefined) =>
	value === undefined ? NOT_LISTED : whole.format(value);
export const latencyText = (value: number | undefined) =>
	value === undefined ? NOT_LISTED : `${whole.format(value)} ms`;
export const throughputText = (value: number | undefined) =>
	value === undefined ? NOT_LISTED : `${tenths.format(value)} tokens/s`;
export const supportText = (value: boolean | undefined) =>
	value === undefined ? NOT_LISTED : value ? "Yes" : "No";
