import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Time series forecasting takes a series of past measurements taken at regular times, such as daily sales or hourly power use, and predicts the next values. The output is a forecast for each future step, often with a low and a high estimate that show how uncertain it is. Forecasts help people plan stock, staff and capacity before the demand arrives.",
	useCases: [
		{
			title: "Retail demand",
			description:
				"Forecast how many of each product a shop will sell over the next weeks, so it orders enough stock but not too much.",
		},
		{
			title: "Energy load",
			description:
				"Predict tomorrow's hourly electricity use so a grid operator can schedule enough power generation.",
		},
		{
			title: "Staffing",
			description:
				"Forecast the number of calls a support centre will receive each day and plan shifts to match.",
		},
		{
			title: "Capacity planning",
			description: "Predict server traffic for the coming month to decide when to add machines.",
		},
	],
	datasets: [
		{
			id: "autogluon/chronos_datasets",
			description:
				"Many public time series collections, from electricity and traffic to tourism, in one format, for training and testing forecasters.",
		},
		{
			id: "Salesforce/GiftEvalPretrain",
			description:
				"A large pretraining collection of time series from many domains and sampling frequencies.",
		},
	],
	models: [
		{
			id: "amazon/chronos-bolt-small",
			library_name: "chronos-forecasting",
			tags: ["safetensors"],
			description:
				"A small pretrained forecaster that runs quickly on a CPU and gives low and high estimates along with the forecast.",
		},
		{
			id: "amazon/chronos-bolt-base",
			library_name: "chronos-forecasting",
			tags: ["safetensors"],
			description:
				"A larger member of the same family, more accurate when you can afford a little more compute.",
		},
		{
			id: "amazon/chronos-t5-small",
			library_name: "chronos-forecasting",
			tags: ["safetensors"],
			description:
				"The earlier Chronos model, which forecasts by sampling many possible futures; slower than the Bolt models.",
		},
		{
			id: "google/timesfm-2.0-500m-pytorch",
			library_name: "timesfm",
			tags: [],
			description:
				"A pretrained forecaster from Google that can read a long history, for series with long seasonal patterns.",
		},
	],
	spaces: [],
	metrics: [
		{
			id: "mase",
			description:
				"Mean absolute scaled error: the forecast's average error divided by that of simply repeating the last season; below 1 beats that baseline.",
		},
		{
			id: "smape",
			description:
				"Symmetric mean absolute percentage error: the average error as a percentage of the true and predicted values.",
		},
		{
			id: "wql",
			description:
				"Weighted quantile loss: scores the low, middle and high estimates together, so a forecast is rewarded for honest uncertainty.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				table: [
					["Date", "Visitors"],
					["2026-03-02", "412"],
					["2026-03-03", "398"],
					["2026-03-04", "431"],
					["2026-03-05", "445"],
					["2026-03-06", "520"],
					["2026-03-07", "688"],
					["2026-03-08", "640"],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				table: [
					["Date", "Forecast", "Low (10%)", "High (90%)"],
					["2026-03-09", "405", "362", "451"],
					["2026-03-10", "402", "355", "452"],
					["2026-03-11", "428", "376", "484"],
				],
			},
		],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Chronos",
			url: "https://github.com/amazon-science/chronos-forecasting",
			source: "Amazon Science",
		},
		{ title: "TimesFM", url: "https://github.com/google-research/timesfm", source: "Google Research" },
		{
			title: "Probabilistic time series forecasting with Transformers",
			url: "https://huggingface.co/blog/time-series-transformers",
			source: "Hugging Face blog",
		},
	],
};

export default data;
