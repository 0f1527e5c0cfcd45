import { testimonialFromData } from '@/lib/firebase/showcase-converters';
import { showcaseReader } from './showcase-reader';

const testimonials = showcaseReader('testimonials', testimonialFromData);
export const QUERY_SHAPES = [testimonials.shape];
export const useTestimonials = testimonials.useList;
