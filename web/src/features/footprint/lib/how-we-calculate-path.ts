/** The 'How we calculate' page (pagePaths.howWeCalculate). */
export const HOW_WE_CALCULATE_PATH = '/how-we-calculate';
