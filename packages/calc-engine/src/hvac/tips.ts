import type { HvacBuildingType, HvacClimate } from './rates'

const everyBuildingTips = [
  'Clean the air filters every two weeks while the system runs daily, and replace worn ones: a clogged filter cuts airflow and raises the power bill.',
  'Have a technician service the system once a year before summer: coil cleaning, refrigerant level, drain line and electrical connections.',
  'Seal and insulate the duct joints, above all where ducts pass through a hot roof or ceiling space, so the cooled air reaches the rooms.',
  'Set the thermostat to 24 °C or above, the default the Bureau of Energy Efficiency recommends: every degree lower adds to the power bill.',
] as const

const offSeasonTip =
  'Run the system for a few minutes each month in the off season and clear the condensate drain before the monsoon, to prevent mould and leaks.'
const outdoorUnitTip =
  'Keep the outdoor unit shaded, free of dust and leaves and with open space around it, so it can shed heat in peak summer.'

const climateTip: Readonly<Record<HvacClimate, string>> = {
  mild: offSeasonTip,
  moderate: offSeasonTip,
  hot: outdoorUnitTip,
  extreme: outdoorUnitTip,
}

const buildingTip: Readonly<Record<HvacBuildingType, string>> = {
  residential:
    'Keep doors and windows shut and curtains drawn on sunny walls while cooling, and switch units off in empty rooms.',
  commercial:
    'Keep an annual maintenance contract with quarterly visits: a system running long business hours needs more frequent checks than a home unit.',
  office:
    'Keep an annual maintenance contract with quarterly visits, and set the system to switch off after working hours and at weekends.',
  industrial:
    'Check filters weekly near dusty or oily processes and keep an annual maintenance contract with quarterly visits.',
}

/** Six short upkeep tips: four for every system, one for the climate, one for the building. */
export function hvacMaintenanceTips(
  buildingType: HvacBuildingType,
  climate: HvacClimate,
): readonly string[] {
  return [...everyBuildingTips, climateTip[climate], buildingTip[buildingType]]
}
