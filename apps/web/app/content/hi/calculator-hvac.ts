export const calculatorHindi = { text: undefined, engine: { texts: {} } }
