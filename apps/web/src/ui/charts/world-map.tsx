import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, Geometry } from 'geojson';
// The outlines (~40 KB gzip) are a static file fetched when a map is drawn, not JavaScript to parse.
import countriesTopologyUrl from 'world-atlas/countries-110m.json?url';
import isoCodes from 'i18n-iso-countries/codes.json';

export interface WorldMapProps {
  /** Value per ISO 3166-1 alpha-2 country code; countries not named are drawn empty. */
  values: Readonly<Record<string, number>>;
  formatValue(value: number): string;
  /** The words a screen reader hears for the map as a whole (the table beside it has the figures). */
  label: string;
}

const WIDTH = 960;
const HEIGHT = 470;
const ANTARCTICA = '010';

/** world-atlas names countries by their ISO numeric code; the API by alpha-2. */
const alpha2ByNumeric = new Map((isoCodes as string[][]).map(([alpha2, , numeric]) => [numeric, alpha2]));

interface Country {
  code: string | undefined;
  name: string;
  path: string;
}

type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** The country outlines, fetched and projected once for every map drawn. */
let projected: Promise<Country[]> | undefined;
function loadCountries(): Promise<Country[]> {
  projected ??= fetch(countriesTopologyUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The world outlines answered ${response.status}`);
      return response.json() as Promise<CountriesTopology>;
    })
    .then(projectCountries)
    .catch((error: unknown) => {
      projected = undefined;
      throw error;
    });
  return projected;
}

function projectCountries(topology: CountriesTopology): Country[] {
  const collection = feature(topology, topology.objects.countries);
  const shapes = collection.features.filter((shape) => shape.id !== ANTARCTICA) as Feature<
    Geometry,
    { name: string }
  >[];
  const projection = geoEqualEarth().fitSize([WIDTH, HEIGHT], { type: 'FeatureCollection', features: shapes });
  const toPath = geoPath(projection);
  return shapes.map((shape) => ({
    code: alpha2ByNumeric.get(String(shape.id)),
    name: shape.properties.name,
    path: toPath(shape) ?? '',
  }));
}

/** A choropleth of the world: the deeper the colour, the larger the value (square-root scale). */
export default function WorldMap({ values, formatValue, label }: WorldMapProps) {
  const theme = useTheme();
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    loadCountries().then(
      (loaded) => isCurrent && setCountries(loaded),
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  if (failed)
    return (
      <Typography variant="body2" color="text.secondary">
        The map could not be drawn; the table has every country.
      </Typography>
    );
  if (!countries) return <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading the map" />;
  const max = Math.max(0, ...Object.values(values));
  const fillOf = (value: number | undefined) =>
    value && max > 0
      ? alpha(theme.palette.primary.main, 0.18 + 0.82 * Math.sqrt(value / max))
      : theme.palette.action.hover;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      sx={{ width: '100%', height: 'auto', display: 'block' }}
    >
      {countries.map((country, index) => {
        const value = country.code ? values[country.code] : undefined;
        return (
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: a few shapes (disputed areas) share no code
            key={`${country.code ?? country.name}-${index}`}
            d={country.path}
            fill={fillOf(value)}
            stroke={theme.palette.background.paper}
            strokeWidth={0.5}
          >
            <title>{`${country.name}: ${value ? formatValue(value) : 'no data'}`}</title>
          </path>
        );
      })}
    </Box>
  );
}
