import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Tabular regression looks at one row of a table and predicts a number for it, such as a price, a weight or a duration. The input is the row's columns, which can mix numbers and categories, and the output is a single value for the target column. It is used wherever a quantity has to be estimated from records that are already collected.",
	useCases: [
		{
			title: "Pricing",
			description:
				"Estimate what a house or a used car will sell for from its size, age, location and condition.",
		},
		{
			title: "Demand planning",
			description: "Predict how many units a shop will sell next week from past sales, price and promotions.",
		},
		{
			title: "Delivery times",
			description:
				"Estimate how long an order will take to arrive from distance, weight and the time it was placed.",
		},
	],
	datasets: [
		{
			id: "inria-soda/tabular-benchmark",
			description:
				"A curated set of real-world tables, including many regression targets, for comparing tabular models fairly.",
		},
	],
	models: [
		{
			id: "Prior-Labs/TabPFN-v2-reg",
			localOnly: true,
			tags: [],
			libraryNote:
				"Runs with the tabpfn package from its own repository; no library of the library map loads it.",
			description:
				"A pretrained transformer that predicts numbers for rows of a small table without training, by reading the known rows as examples.",
		},
		{
			id: "scikit-learn/Fish-Weight",
			library_name: "sklearn",
			tags: [],
			description:
				"A small scikit-learn model that predicts a fish's weight from its species and body measurements.",
		},
	],
	spaces: [
		{
			id: "scikit-learn/fish-weight-prediction",
			description: "Enter a fish's species and measurements and get its estimated weight.",
		},
	],
	metrics: [
		{
			id: "mse",
			description:
				"Mean squared error: the average squared gap between prediction and truth, which punishes big misses hard.",
		},
		{
			id: "mae",
			description:
				"Mean absolute error: the average gap between prediction and truth, in the target's own units.",
		},
		{
			id: "r_squared",
			description:
				"The share of the variation in the target that the model explains; 1 is perfect, 0 is no better than the mean.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				table: [
					["Species", "Length (cm)", "Height (cm)", "Width (cm)"],
					["Bream", "30.0", "12.4", "4.6"],
					["Perch", "22.0", "5.5", "3.4"],
					["Pike", "40.0", "6.3", "4.4"],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				table: [["Weight (g)"], ["455"], ["130"], ["510"]],
			},
		],
	},
	widgetModels: ["scikit-learn/Fish-Weight"],
	furtherReading: [
		{
			title: "Supervised learning",
			url: "https://scikit-learn.org/stable/supervised_learning.html",
			source: "scikit-learn",
		},
		{ title: "TabPFN", url: "https://github.com/PriorLabs/TabPFN", source: "Prior Labs" },
	],
};

export default data;
